/**
 * The plain-script demo checkout (`/plain`): one payment element and a Pay button, no framework.
 * The shop's server creates the payment intent with its secret key and hands the page only the
 * client secret, as a real integration does. The element is a frame on the provider's origin
 * unless `?hosting=inline` renders it in this page; `?locale=de` (or the picker) sets its language;
 * `?currency=eur` sells in euros, and the element offers the methods that take them.
 */
import { createPayloom } from 'payloom'
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
  const clientSecret = await createIntent()
  const elements = payloom.elements({ clientSecret, nonce: pageNonce() })
  const payment = elements.create('payment')
  payment.on('ready', () => { payButton.disabled = false })
  payment.mount('#payment')

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    payButton.disabled = true
    errorRegion.textContent = ''
    const submitted = await elements.submit()
    const result = submitted.error === undefined
      ? await payloom.confirmPayment({ elements, confirmParams: { return_url: `${location.origin}/success` } })
      : submitted
    // A paid payment leaves for the return page. One that waits for the shopper away from this
    // page (a voucher to pay in a shop, microdeposits to verify) comes back: the return page says what next.
    if ('paymentIntent' in result && result.paymentIntent !== undefined) return location.assign(returnPageFor(result.paymentIntent))
    if (result.error !== undefined) errorRegion.textContent = result.error.message ?? ''
    payButton.disabled = false
  })
} catch (error) {
  errorRegion.textContent = error instanceof Error ? error.message : String(error)
}
