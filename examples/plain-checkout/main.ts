/**
 * The plain-script demo checkout (`/plain`): one payment element and a Pay button, no framework.
 * The shop's server creates the payment intent with its secret key and hands the page only the
 * client secret, as a real integration does. The element is a frame on the provider's origin
 * unless `?hosting=inline` renders it in this page; `?locale=de` (or the picker) sets its language.
 */
import { createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { createIntent, order, orderTotal, pageNonce, providerUrl } from '../../sandbox/demo/shopClient.ts'
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
  const payloom = createPayloom('pk_test_payloomsandbox', { hosting: query.get('hosting') === 'inline' ? 'inline' : 'isolated', plugins: [card()], locale, apiBase: providerUrl() })
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
    const { error } = submitted.error === undefined
      ? await payloom.confirmPayment({ elements, confirmParams: { return_url: `${location.origin}/success` } })
      : submitted
    // Only a failure comes back here: a successful payment leaves for the return page.
    if (error !== undefined) errorRegion.textContent = error.message ?? ''
    payButton.disabled = false
  })
} catch (error) {
  errorRegion.textContent = error instanceof Error ? error.message : String(error)
}
