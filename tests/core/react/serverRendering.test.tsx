import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { AddressElement, AfterpayClearpayMessageElement, CardElement, Elements, IbanElement, IdealBankElement, PaymentElement, PaymentMethodMessagingElement, useElements, usePayloom } from 'payloom/react'

describe('the React bindings on a server', () => {
  it('import and render without a window: each element is an empty placeholder the browser fills', () => {
    expect(typeof window).toBe('undefined')
    const payloom = createPayloom('pk_test_server', { plugins: [card()] })
    const Probe = () => {
      const elements = useElements()
      const instance = usePayloom()
      return <p>{elements === null && instance === null ? 'not yet' : 'created'}</p>
    }
    const html = renderToString(
      <StrictMode>
        <Elements payloom={payloom} options={{ clientSecret: 'pi_1_secret_2' }}>
          <PaymentElement id="payment" options={{ layout: 'tabs' }} />
          <AddressElement id="address" options={{ mode: 'shipping' }} />
          <CardElement id="card" />
          <IbanElement id="iban" options={{ supportedCountries: ['SEPA'] }} />
          <IdealBankElement id="ideal" options={{ value: 'ing' }} />
          <PaymentMethodMessagingElement id="messaging" options={{ amount: 5000, currency: 'usd', paymentMethodTypes: ['klarna'] }} />
          <AfterpayClearpayMessageElement id="afterpay" options={{ countryCode: 'GB' }} />
          <Probe />
        </Elements>
      </StrictMode>,
    )
    expect(html).toBe('<div id="payment"></div><div id="address"></div><div id="card"></div><div id="iban"></div><div id="ideal"></div><div id="messaging"></div><div id="afterpay"></div><p>not yet</p>')
  })

  it('says where a hook was used outside <Elements>', () => {
    const Lost = () => <p>{String(useElements())}</p>
    expect(() => renderToString(<Lost />)).toThrow('useElements() must be used inside <Elements>.')
  })
})
