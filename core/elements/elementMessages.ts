/** The merchant messages about one element that any call with it can meet (controller.md §5). */
export const elementMessages = {
  otherInstance: 'Please use the same instance of `Stripe` you used to create this Element.',
  notMounted: 'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
} as const
