import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import type { Availability, BillingDetails, ExpressSheetResult } from 'payloom'
import { Captcha } from 'payloom/methods'
import { loadMessages, messages, type LinkMessages } from '../messages.ts'
import type { ExpressGroup } from './expressGroups.ts'

/**
 * Link's button in the express checkout element (issue 13; controller.md §4 "Card express
 * checkout with Link confirms with an existing payment method id"): the shopper signs in to Link
 * in its sign-in modal (an already signed-in consumer skips that), picks a saved card there, and
 * Link shares it: the flow resolves with the payment method the share made, which the merchant's
 * confirm pays with.
 */

/**
 * Whether the button is offered: Link's own rules for the group's elements session (wallet.md §3,
 * §8; the merchant hears Link's reasons in the console), where the group can show Link's sign-in
 * modal (its modal frames). Sign-up being off does not hide it: the button only signs consumers in.
 */
export const linkExpressAvailability = async (group: ExpressGroup | undefined): Promise<Availability> => {
  if (group?.host.modalFrames === undefined) return { available: false, reason: 'unsupported_browser' }
  await group.host.loaded().catch(() => undefined)
  const decided = group.wallet.availability({ merchantDisabledLink: false, consumerKnown: true })
  return decided?.available === true ? { available: true } : { available: false, reason: 'domain_unregistered_or_backend_filtered' }
}

const stringsOf = async (locale: string): Promise<LinkMessages> =>
  ((await loadMessages(locale as never)?.catch(() => undefined)) as LinkMessages | undefined) ?? messages.en

/** A payment method's billing details as confirm's shape has them: the fields the provider filled in. */
const billingDetailsOf = (paymentMethod: Readonly<Record<string, unknown>>): BillingDetails => {
  const given = (paymentMethod.billing_details ?? {}) as Readonly<Record<string, unknown>>
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
  const address: NonNullable<BillingDetails['address']> = Object.fromEntries(Object.entries((given.address ?? {}) as Readonly<Record<string, unknown>>).filter(([, value]) => text(value) !== undefined))
  const name = text(given.name)
  const email = text(given.email)
  const phone = text(given.phone)
  return {
    ...(name === undefined ? {} : { name }),
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(Object.keys(address).length === 0 ? {} : { address }),
  }
}

/**
 * The express flow: the sign-in modal signs the shopper in and they pick a card (or close it:
 * `cancel`); the card is shared as the payment method confirm pays with, as the payment element's
 * saved card is at confirm (runtime/paymentMethodOf.ts), with the consumer's e-mail as its billing
 * e-mail. A share that fails (the session ended, an outage) ends the flow as `failed`.
 */
export const linkExpressConfirm = async (group: ExpressGroup | undefined): Promise<ExpressSheetResult> => {
  const modal = await group?.wallet.signIn.expressModal()
  if (group === undefined || modal === undefined) return { closed: 'failed' }
  const { wallet, host } = group
  const following = group.onChange(() => modal.stepChanged())
  const picked = await modal.express().finally(following)
  const step = wallet.step()
  if (picked === undefined || step.kind !== 'signedIn') return { closed: 'cancel' }
  const strings = await stringsOf(host.locale())
  const saved = wallet.paymentDetailsData(picked, strings.session_expired, strings.share_failed)
  if (saved === undefined) return { closed: 'cancel' }
  const made = await host.runApi(wallet.paymentMethodOf!({ ...saved, billing_details: { email: step.email } }, { kind: 'paymentMethod' }).pipe(
    // Sharing a saved card asks for no captcha (only Link's sign-up does).
    Effect.provideService(Captcha, { token: () => Effect.succeed(undefined) }),
    Effect.result,
  ))
  if (Result.isFailure(made)) return { closed: 'failed', message: made.failure.message }
  if (!('paymentMethod' in made.success)) return { closed: 'failed' }
  const paymentMethod = made.success.paymentMethod as unknown as Readonly<Record<string, unknown>>
  return { paymentMethod: String(paymentMethod.id), billingDetails: billingDetailsOf(paymentMethod) }
}
