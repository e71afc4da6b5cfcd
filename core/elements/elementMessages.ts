/** The merchant messages about one element that any call with it can meet (controller.md §5). */
export const elementMessages = {
  otherInstance: 'Please use the same instance of `Stripe` you used to create this Element.',
  issuingInline: "The issuing card elements show a card's details from the provider's origin, never in your page: create payloom with hosting: 'isolated' to use them.",
  notMounted: 'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
} as const
