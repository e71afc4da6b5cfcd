/**
 * The plain-script demo checkout (`/plain`): one payment element and a Pay button, no framework.
 * The shop's server creates the payment intent with its secret key and hands the page only the
 * client secret, as a real integration does. The element is a frame on the provider's origin
 * unless `?hosting=inline` renders it in this page; `?locale=de` (or the picker) sets its language;
 * `?currency=eur` sells in euros, and the element offers the methods that take them; `?email=` is
 * the shopper's e-mail as the merchant knows it (the element's default value). `?external=external_venmo`
 * lists external payment methods and `?custom=cpmt_1SandboxInvoice` the shop's custom ones (each a
 * comma-separated list), which the shop completes itself; `?maxVisible=2` shows that many methods
 * before "More payment methods". `?adaptive=on` lets the shopper pay in their own currency (adaptive pricing):
 * the elements are made for the order's amount before any intent exists (a deferred payment), a
 * currency selector over the payment element offers the shopper's currency (from `?locale=` or the
 * browser's language) beside the shop's, and the shop's server makes the intent, in its own
 * currency, only when the shopper pays.
 */
import { createPayloom, type ChangeEvent } from 'payloom'
import { formatAmount } from '../../core/i18n/formatAmount.ts'
import { createIntent, order, orderTotal, pageNonce, providerUrl, returnPageFor } from '../../sandbox/demo/shopClient.ts'
import { demoPlugins } from '../demoPlugins.ts'
import { languagePicker } from './languagePicker.ts'

const form = document.querySelector<HTMLFormElement>('#payment-form')!
const payButton = document.querySelector<HTMLButtonElement>('#pay')!
const errorRegion = document.querySelector<HTMLElement>('#error')!
document.querySelector('#description')!.textContent = order.description
document.querySelector('#amount')!.textContent = orderTotal
payButton.textContent = `Pay ${orderTotal}`

const query = new URLSearchParams(location.search)
const locale = query.get('locale') || 'auto'
form.before(languagePicker(locale))

try {
  const payloom = createPayloom('pk_test_payloomsandbox', { hosting: query.get('hosting') === 'inline' ? 'inline' : 'isolated', plugins: demoPlugins(), locale, apiBase: providerUrl() })
  const adaptive = query.get('adaptive') === 'on'
  const listed = (name: string): string[] => query.get(name)?.split(',').filter((item) => item !== '') ?? []
  const elements = payloom.elements({
    ...(adaptive
      // Methods the shop's intent (automatic payment methods, in dollars) takes: those the shopper's currency takes too are offered.
      ? { mode: 'payment', amount: order.amount, currency: order.currency, paymentMethodTypes: ['card', 'cashapp', 'klarna'], adaptivePricing: { allowed: true } } as const
      : { clientSecret: await createIntent() }),
    nonce: pageNonce(),
    externalPaymentMethodTypes: listed('external'),
    customPaymentMethods: listed('custom').map((id) => ({ id, options: { type: 'static', subtitle: 'The shop emails you how to pay after you order.' } })),
  })
  // `?email=` plays a merchant that knows its shopper's e-mail (a signed-in customer): the payment
  // element has it as a default value, and Link looks it up.
  const email = query.get('email')
  const maxVisible = query.get('maxVisible')
  const payment = elements.create('payment', {
    ...(email === null ? {} : { defaultValues: { billingDetails: { email } } }),
    ...(maxVisible === null ? {} : { maxVisiblePaymentMethods: Number(maxVisible) }),
  })
  payment.on('ready', () => { payButton.disabled = false })
  // The method picked: payloom does not process the shop's custom methods, so the shop takes those orders itself.
  let selected: string | null = null
  payment.on('change', (event) => { selected = (event.value as { type?: string } | undefined)?.type ?? null })
  payment.mount('#payment')
  if (adaptive) {
    // The shopper's pick changes what they pay: the Pay button says it in their currency.
    const currency = elements.create('currencySelector')
    const show = (event: ChangeEvent): void => {
      const value = event.value as { currency: string; amount: number } | null | undefined
      if (value) payButton.textContent = `Pay ${formatAmount(value.amount, value.currency, 'en-US')}`
    }
    currency.on('ready', () => { currency.getValue().then(show, () => undefined) })
    currency.on('change', show)
    currency.mount('#currency')
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    payButton.disabled = true
    errorRegion.textContent = ''
    const failed = (message: string | undefined): void => {
      errorRegion.textContent = message ?? ''
      payButton.disabled = false
    }
    const submitted = await elements.submit()
    if (submitted.error !== undefined) return failed(submitted.error.message)
    if (selected?.startsWith('cpmt_')) return failed('Order noted: the shop emails you how to pay with the method you picked.')
    // A deferred payment's intent is made now, in the shop's currency; confirm sends the quote of the shopper's.
    const clientSecret = adaptive ? await createIntent() : undefined
    const { paymentIntent, error } = await payloom.confirmPayment({ elements, ...(clientSecret === undefined ? {} : { clientSecret }), confirmParams: { return_url: `${location.origin}/success` } })
    // An external method: the shop would send the shopper to its own checkout here.
    if (error?.code === 'external_payment_method_selected') return failed('The shop continues with the method you picked on its own checkout.')
    if (paymentIntent === undefined) return failed(error.message)
    // A paid (or processing) payment is already leaving for the return page: payloom went there. One
    // that waits for the shopper away from this page (a voucher to pay in a shop, microdeposits to
    // verify) comes back, and goes to the return page too, which says what next.
    if (paymentIntent.status === 'requires_action') location.assign(returnPageFor(paymentIntent))
  })
} catch (error) {
  errorRegion.textContent = error instanceof Error ? error.message : String(error)
}
