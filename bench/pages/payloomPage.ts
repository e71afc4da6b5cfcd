/**
 * The payloom side of the Chromium bench: payment elements on a deferred intent against the
 * sandbox, timed in the page. `?api=` names the sandbox; `?phone=always|never` mounts an address
 * element instead, to see which chunks it loads.
 */
import { createPayloom, type PayloomElement } from 'payloom'
import { card } from 'payloom/plugins/card'
import { keystrokeTimer, type BenchPage } from './benchApi.ts'

const query = new URLSearchParams(location.search)
const payloom = createPayloom('pk_test_payloomsandbox', { hosting: 'inline', plugins: [card()], locale: 'en', apiBase: query.get('api') ?? location.origin })
const container = document.getElementById('mount')!

const mount = (timeoutMs: number): Promise<{ readonly element: PayloomElement; readonly ms: number } | undefined> => new Promise((resolve, reject) => {
  const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' })
  const phone = query.get('phone')
  const element = phone === null ? elements.create('payment') : elements.create('address', { mode: 'shipping', fields: { phone } })
  const timer = setTimeout(() => resolve(undefined), timeoutMs)
  element.on('loaderror', ({ error }) => reject(new Error(error.message)))
  const started = performance.now()
  element.on('ready', () => {
    clearTimeout(timer)
    resolve({ element, ms: performance.now() - started })
  })
  element.mount(container)
})

const typing = keystrokeTimer()

const page: BenchPage = {
  async mountToReady(timeoutMs) {
    const mounted = await mount(timeoutMs)
    mounted?.element.destroy()
    return mounted?.ms
  },
  async startTyping(timeoutMs) {
    const mounted = await mount(timeoutMs)
    mounted?.element.on('change', typing.changed)
    return mounted !== undefined
  },
  keystrokes: () => typing.latencies,
}
window.bench = page
