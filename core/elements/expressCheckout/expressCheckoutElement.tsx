import { uiLimits } from '../../generated/limits.generated.ts'
import type { Registry } from '../../plugin/Registry.ts'
import type { WalletPlugin } from '../../plugin/contract.ts'
import type { ElementDefinition, ElementFormProps, ElementModel } from '../ElementDefinition.ts'
import { sessionContextOf } from '../payment/methodState.ts'

/** Why a button is hidden (payment-form.md §9). */
export const hiddenReasons = [
  'payment_method_disabled',
  'domain_unregistered_or_backend_filtered',
  'manual_payment_method_creation_unsupported',
  'setup_future_usage_unsupported',
  'unsupported_browser',
] as const
export type HiddenReason = (typeof hiddenReasons)[number]

export type ButtonState =
  | { readonly status: 'loading' }
  | { readonly status: 'hidden'; readonly reason: string }
  | { readonly status: 'shown' }

export interface ExpressCheckoutOptions {
  /** @default 44 */
  readonly buttonHeight?: number
  readonly buttonTheme?: Readonly<Record<string, 'dark' | 'light' | 'light-outline'>>
  readonly buttonType?: Readonly<Record<string, string>>
  readonly paymentMethods?: Readonly<Record<string, 'auto' | 'always' | 'never'>>
}

interface ExpressState {
  readonly buttons: Readonly<Record<string, ButtonState>>
}

const wallets = (registry: Registry): ReadonlyArray<WalletPlugin> => registry.wallets

/**
 * Each wallet's button starts loading; availability resolves it to shown or hidden with a reason.
 * Wallet plugins decide availability against the session and the browser (DESIGN.md "Plugins").
 */
const expressModel = (registry: Registry): ElementModel<ExpressState, ExpressCheckoutOptions> => ({
  init: (context) => ({
    buttons: Object.fromEntries(wallets(registry).map((wallet) => [
      wallet.type,
      context.options?.paymentMethods?.[wallet.type] === 'never' ? { status: 'hidden', reason: 'payment_method_disabled' } : { status: 'loading' },
    ])),
  }),
  reduce: (state, message) => {
    if (message.kind !== 'action' || message.action !== 'availability' || typeof message.payload !== 'object' || message.payload === null) return state
    const { type, available, reason } = message.payload as { type?: unknown; available?: unknown; reason?: unknown }
    if (typeof type !== 'string' || !(type in state.buttons) || state.buttons[type]?.status !== 'loading') return state
    return { buttons: { ...state.buttons, [type]: available === true ? { status: 'shown' } : { status: 'hidden', reason: typeof reason === 'string' ? reason : 'unsupported_browser' } } }
  },
  view: (state, context) => ({
    height: context.options?.buttonHeight ?? uiLimits.expressButtonHeight,
    buttons: Object.entries(state.buttons).map(([type, button]) => ({
      type,
      status: button.status,
      theme: context.options?.buttonTheme?.[type] ?? 'dark',
      label: registry.wallets.find((w) => w.type === type)?.messages?.[context.locale]?.label ?? registry.wallets.find((w) => w.type === type)?.messages?.en.label ?? type,
    })),
    intentType: sessionContextOf(context).intentType,
  }),
  change: (state) => ({
    elementType: 'expressCheckout',
    empty: true,
    complete: false,
    availablePaymentMethods: Object.fromEntries(Object.entries(state.buttons).map(([type, button]) => [type, button.status === 'shown'])),
  }),
  submit: (state) => state,
  clear: (state) => state,
  firstField: () => undefined,
  load: (state, context) => {
    const loading = wallets(registry).filter((wallet) => state.buttons[wallet.type]?.status === 'loading')
    if (loading.length === 0) return undefined
    const session = sessionContextOf(context)
    return Promise.all(loading.map(async (wallet) => {
      const availability = await wallet.availability(session, context.capabilities)
      return { kind: 'action', elementId: '', action: 'availability', payload: { type: wallet.type, available: availability.available, ...(availability.available ? {} : { reason: availability.reason }) } } as const
    }))
  },
  events: (message) =>
    message.kind === 'action' && message.action === 'click' ? [{ name: 'click', payload: { elementType: 'expressCheckout', expressPaymentType: message.payload } }] : [],
})

interface ExpressView {
  readonly height: number
  readonly buttons: ReadonlyArray<{ readonly type: string; readonly status: ButtonState['status']; readonly theme: string; readonly label: string }>
}

const expressForm = () => ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as ExpressView
  const shown = view.buttons.filter((button) => button.status !== 'hidden')
  return (
    <div className="p-ExpressCheckout" aria-busy={view.buttons.some((button) => button.status === 'loading')}>
      {shown.map((button) => (
        <button
          key={button.type}
          type="button"
          className={`p-ExpressButton p-ExpressButton--${button.theme}`}
          style={{ height: `${view.height}px` }}
          disabled={button.status === 'loading'}
          onClick={() => send({ kind: 'action', elementId, action: 'click', payload: button.type })}
        >
          {button.label}
        </button>
      ))}
    </div>
  )
}

/** The express checkout element's shell: buttons with loading, hidden (with reasons) and shown states. */
export const expressCheckoutElement = (registry: Registry): ElementDefinition<ExpressState, ExpressCheckoutOptions> => ({
  type: 'expressCheckout',
  model: expressModel(registry),
  Form: expressForm(),
})
