import type { PaymentError } from './confirm/results.ts'
import type { CallingInstance } from './confirm/fromElements.ts'
import type { PaymentCalls } from './confirm/paymentCalls.ts'
import type { ControllerCalls, ControllerInstance } from './controllerCalls.ts'
import type { Runtime } from './runtime.ts'
import { loadChunk } from './loadChunk.ts'
import { paymentCallNames } from './paymentCallNames.ts'

/** The payment calls of an instance, and a way to load their code before the first one. */
export interface PayloomMethods extends PaymentCalls, ControllerCalls {
  /**
   * Starts loading the payment calls' code now. A page needs it to pay, not to show a form, so
   * it loads on the first call, or sooner: `elements.submit()`, which comes before every confirm
   * with elements, calls this so the code arrives while the form is checked.
   */
  readonly preparePayment: () => void
}

/** What a call resolves with when its code could not be loaded: a connection error, as a network fault is. */
export const notLoaded = (): { readonly error: PaymentError } => ({
  error: { type: 'api_connection_error', message: 'We could not load the payment code. Check your connection and try again.' },
})

/**
 * The payment calls of a payloom instance (see confirm/paymentCalls.ts), each loading their code on
 * first use. Loading failures resolve as `{ error }` (a connection error), like any network fault,
 * and the next call tries again.
 */
export const payloomMethods = (
  runtime: Runtime,
  instance: CallingInstance & ControllerInstance = { owner: Symbol('payloom'), betas: [] },
  loadModule: () => Promise<typeof import('./confirm/paymentCalls.ts')> = () => loadChunk('the payment calls', () => import('./confirm/paymentCalls.ts')),
): PayloomMethods => {
  type Calls = PaymentCalls & ControllerCalls
  let loading: Promise<Calls> | undefined
  const load = (): Promise<Calls> => {
    loading ??= Promise.all([loadModule(), loadChunk('the controller calls', () => import('./controllerCalls.ts'))]).then(
      ([payments, controller]) => ({ ...payments.paymentCalls(runtime, instance), ...controller.controllerCalls(runtime, instance) }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const lazy = <Name extends keyof Calls>(name: Name): Calls[Name] => {
    type Call = (...args: ReadonlyArray<unknown>) => Promise<unknown>
    const call = async (...args: ReadonlyArray<unknown>): Promise<unknown> => {
      const calls = await load().catch(() => undefined)
      return calls === undefined ? notLoaded() : (calls[name] as Call)(...args)
    }
    return call as Calls[Name]
  }
  return {
    ...(Object.fromEntries(paymentCallNames.map((name) => [name, lazy(name)])) as unknown as Calls),
    preparePayment: () => void load().catch(() => undefined),
  }
}
