/**
 * The payment method types whose next actions the SDK completes itself, and so confirms with the
 * SDK-handled actions flag, `use_stripe_sdk` (controller.md §9): card's 3D Secure in the page,
 * and the Link-related methods. Any other method's action comes back as the provider describes it
 * (a redirect, a QR code, a voucher...), which confirm completes from the next action alone.
 */
export const sdkHandledActionTypes: ReadonlyArray<string> = ['link', 'card', 'affirm', 'klarna']

/**
 * Whether a confirm paying with `type` sends `use_stripe_sdk`. A type the page does not know (a
 * payment method id, a confirmation token, the method already on the intent: the provider resolves
 * it) keeps the flag, so that a saved card's 3D Secure still completes in the page.
 */
export const usesSdkHandledActions = (type: string | undefined): boolean => type === undefined || sdkHandledActionTypes.includes(type)
