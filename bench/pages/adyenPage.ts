/**
 * Adyen Web's card-only build on the same bench: `AdyenCheckout` + `Card`, timed the same way as
 * payloomPage.ts. Its card fields are frames its servers serve, so offline they may never be ready:
 * the driver reports that rather than a number.
 */
import { AdyenCheckout, Card } from '@adyen/adyen-web'
import { keystrokeTimer, type BenchPage } from './benchApi.ts'

const container = document.getElementById('mount')!
const typing = keystrokeTimer()

const mount = async (timeoutMs: number, onChange?: () => void): Promise<{ readonly card: Card; readonly ms: number } | undefined> => {
  const started = performance.now()
  const checkout = await AdyenCheckout({
    environment: 'test',
    clientKey: 'test_PAYLOOMBENCHOFFLINE0000000000000',
    countryCode: 'US',
    locale: 'en-US',
    amount: { value: 2000, currency: 'USD' },
    onSubmit: () => undefined,
  })
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs)
    // onConfigSuccess: every secured field has loaded and can take input, Adyen's "ready".
    const card: Card = new Card(checkout, {
      onConfigSuccess: () => {
        clearTimeout(timer)
        resolve({ card, ms: performance.now() - started })
      },
      ...(onChange ? { onChange } : {}),
    })
    card.mount(container)
  })
}

const page: BenchPage = {
  async mountToReady(timeoutMs) {
    const mounted = await mount(timeoutMs)
    mounted?.card.unmount()
    return mounted?.ms
  },
  async startTyping(timeoutMs) {
    const mounted = await mount(timeoutMs, typing.changed)
    return mounted !== undefined
  },
  keystrokes: () => typing.latencies,
}
window.bench = page
