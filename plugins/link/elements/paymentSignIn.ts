import type { ElementContext, ShownMethod, ToController } from 'payloom'
import { validateEmail } from 'payloom/validation/contact'
import type { LinkWallet } from '../runtime/linkWallet.ts'
import { AuthenticationPlacement } from '../wallet/views.ts'
import { EmailSource } from '../wallet/walletState.ts'

/**
 * Signing in from the payment element where no link authentication element is (wallet.md §2
 * "Authentication placement priority"): the e-mail the payment element has for the shopper is
 * looked up, and a Link consumer's code is entered in the sign-in modal (isolated hosting) or in
 * the payment element itself (inline hosting, embeddedSignIn.tsx). That e-mail is the one
 * the shopper typed in the card form's Link sign-up, else the merchant's
 * `defaultValues.billingDetails.email`.
 */

/** The e-mail looked up last per wallet: each is looked up once (after a logout, the shopper types another to be asked again). */
const asked = new WeakMap<LinkWallet, string>()

/** A whole address, or undefined. */
const whole = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && validateEmail(value).error === undefined ? value.trim() : undefined

/** The e-mail to look up and where it came from (the lookup's email_source). */
const emailOf = (context: ElementContext, shown: ShownMethod | undefined): { readonly email: string; readonly source: EmailSource } | undefined => {
  const typed = shown?.type === 'card' ? whole(shown.values.linkEmail) : undefined
  if (typed !== undefined) return { email: typed, source: EmailSource.userInput }
  const given = whole((context.options as { defaultValues?: { billingDetails?: { email?: unknown } } } | undefined)?.defaultValues?.billingDetails?.email)
  return given === undefined ? undefined : { email: given, source: EmailSource.defaultValue }
}

/**
 * Run after each change of the payment element (its `load`): the sign-in modal follows the
 * wallet's step, and a new e-mail is looked up where the modal or the payment element is where
 * codes are entered.
 * Resolves once the lookup is done; undefined when there is nothing to wait for.
 */
export const paymentElementSignIn = (wallet: LinkWallet, context: ElementContext, shown: ShownMethod | undefined): Promise<ReadonlyArray<ToController>> | undefined => {
  wallet.signIn.stepChanged()
  const placement = wallet.signIn.placement()
  if (placement !== AuthenticationPlacement.externalAutofillModal && placement !== AuthenticationPlacement.embedded) return undefined
  const step = wallet.step()
  const given = emailOf(context, shown)
  // Someone signed in already (a stored login), or this e-mail was asked about: nothing to look up.
  if (given === undefined || asked.get(wallet) === given.email || step.kind === 'signedIn' || step.kind === 'loading') return undefined
  asked.set(wallet, given.email)
  wallet.signIn.lookingUp(given.email)
  // A merchant's e-mail waits for the check of a stored login (linkWallet.ts `lookup`).
  return wallet.lookup(given.email, given.source).then(() => [], () => [])
}
