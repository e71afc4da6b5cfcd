/**
 * The isolated-hosting side of the Chromium bench: the smallest merchant page, `payloom/loader`
 * with the card plugin named by type. Every element is a frame on the sandbox's origin (`?api=`),
 * beside the hidden controller frame the loader makes at once; this page is on another origin.
 */
import { createPayloom, type PayloomElement } from 'payloom/loader'
import type { IsolatedBenchPage } from './benchApi.ts'

const query = new URLSearchParams(location.search)
const payloom = createPayloom('pk_test_payloomsandbox', { plugins: [{ type: 'card' }], locale: 'en', apiBase: query.get('api') ?? location.origin })
const container = document.getElementById('mount')!
// One clock for this page and the element frame: both are on 127.0.0.1 (one site, one renderer
// process), and timeOrigin + now() puts their times on the same epoch-based scale.
const now = (): number => performance.timeOrigin + performance.now()
const changes: number[] = []

const mount = (clientSecret: string, timeoutMs: number): Promise<{ readonly element: PayloomElement; readonly ms: number } | undefined> => new Promise((resolve, reject) => {
  const element = payloom.elements({ clientSecret }).create('payment')
  const timer = setTimeout(() => resolve(undefined), timeoutMs)
  element.on('loaderror', ({ error }) => reject(new Error(error.message)))
  const started = performance.now()
  element.on('ready', () => {
    clearTimeout(timer)
    resolve({ element, ms: performance.now() - started })
  })
  element.mount(container)
})

const page: IsolatedBenchPage = {
  async mountToReady(clientSecret, timeoutMs) {
    const mounted = await mount(clientSecret, timeoutMs)
    mounted?.element.destroy()
    return mounted?.ms
  },
  async startTyping(clientSecret, timeoutMs) {
    const mounted = await mount(clientSecret, timeoutMs)
    mounted?.element.on('change', () => { changes.push(now()) })
    return mounted !== undefined
  },
  changes: () => changes,
}
window.isolatedBench = page
