import * as Effect from 'effect/Effect'
import { ApiError } from '../api/ApiError.ts'
import { makeSheetHost, sheetPartsOf, type SheetContext, type ShippingEvents } from '../elements/expressCheckout/sheetHost.ts'
import { sessionContextOf } from '../elements/payment/methodState.ts'
import { formatMessage } from '../i18n/translate.ts'
import type { LogoData } from '../logos/logoData.ts'
import type { Availability, LoadPluginMessages, MethodSettings, PaymentMethodPlugin, SessionContext } from '../plugin/contract.ts'
import type { ElementFormProps } from '../plugin/ElementDefinition.ts'
import type { ExpressFlowContext, ExpressSheetResult } from '../plugin/expressSheet.ts'
import type { PaymentElementPart, PaymentMethodOf, WalletGroupHost, WalletInGroup } from '../plugin/walletInGroup.ts'
import { loadMethodStrings } from './methodStrings.ts'
import { walletNoteEn } from './sharedStrings.ts'
import { withMethodStrings } from './withMethodStrings.ts'

/**
 * A wallet with a sheet (Apple Pay, Google Pay) as a method of the payment element too
 * (payment-form.md §1), through the wallets' part of it: listed as a method where the session lists
 * the wallet and the wallet is available, its name and mark on its tab and a note where a form would
 * be; at confirm, the wallet's own sheet opens (the provider's test sheet in test mode where the
 * real wallet is absent) and the card token it returns is what confirm sends.
 */
export interface WalletMethodSpec {
  readonly type: string
  /** Its brand's name, the same in every language. */
  readonly name: string
  /** Whether the payment element lists it: decided at once, as the list is drawn. */
  availability(session: SessionContext): Availability
  /** The wallet's sheet flow, as its express checkout button runs it. */
  confirm(context: ExpressFlowContext): Promise<ExpressSheetResult>
  readonly settings: Pick<MethodSettings, 'saveable' | 'offSession'>
  loadLogo?(): Promise<LogoData>
}

/** The note under the wallet's tab, in English: the wallet plugin spreads it into its `messages.en`. */
export { walletNoteEn }

/** The wallet plugin's loader of its strings (`load`, if it has one) with the note's in that language. */
export const withWalletNote = (load?: LoadPluginMessages): LoadPluginMessages => withMethodStrings(['wallet_selected'], load)

/** The wallet as the payment element lists it: a method without a form, whose details are its type alone. */
const methodOf = (spec: WalletMethodSpec): PaymentMethodPlugin => ({
  kind: 'payment_method',
  type: spec.type,
  // No form: no values cross a frame to be decoded.
  loadSchema: () => Promise.reject(new Error(`payloom: ${spec.type} has no form values.`)),
  defaults: () => ({}),
  availability: spec.availability,
  validate: () => ({}),
  toPaymentMethodData: () => ({ type: spec.type }),
  settings: { ...spec.settings, polling: false, redirect: 'never', mandate: false },
  messages: { en: { label: spec.name } },
  ...(spec.loadLogo === undefined ? {} : { loadLogo: spec.loadLogo }),
})

/** The note where the wallet's form would be: the shopper finishes in its sheet. */
const NoteForm = ({ view }: ElementFormProps) => <p className="p-MethodNote">{String(view)}</p>

/** The wallet's part of the payment element: its method, and the note while its tab is selected. */
const partOf = (spec: WalletMethodSpec): PaymentElementPart<null> => ({
  init: () => null,
  reduce: () => undefined,
  showsInstead: () => false,
  view: (_state, context, shown) => (shown?.type === spec.type ? context.t(`${spec.type}:wallet_selected`, { wallet: spec.name }) : null),
  change: () => {
    throw new Error(`payloom: the ${spec.type} method never shows instead of the payment element's methods.`)
  },
  error: () => undefined,
  submit: (state) => state,
  paymentMethodData: (_state, _context, data) => data,
  firstField: () => undefined,
  Form: NoteForm,
  method: methodOf(spec),
})

// The sheet asks for no shipping (the payment element's payment has none), so these never fire.
const noShipping: ShippingEvents = {
  addressChanged: () => Promise.resolve({ accepted: false }),
  rateChanged: () => Promise.resolve({ accepted: false }),
}

/**
 * Opens the wallet's sheet for the group's payment as it is now (amount, currency, the shopper's
 * language), where the group runs: in isolated hosting the controller frame, whose page shows the
 * sheet in its modal frame. Only what a sheet reads of an element's context is there.
 */
const openSheet = (spec: WalletMethodSpec, host: WalletGroupHost, clientSecret: string | undefined): Promise<ExpressSheetResult> => {
  const context: SheetContext = {
    session: host.session(),
    locale: host.locale(),
    providerOrigin: host.providerOrigin,
    publishableKey: host.publishableKey,
    runApi: host.runApi,
    ...(host.modalFrames === undefined ? {} : { modalFrames: host.modalFrames }),
  }
  return spec.confirm({
    session: sessionContextOf(context),
    ...(clientSecret === undefined ? {} : { clientSecret }),
    sheet: makeSheetHost(sheetPartsOf(context, {}), noShipping),
  })
}

/** The shopper's error for a sheet closed (or that could not open) before they paid: nothing was sent to the provider. */
const closedError = (spec: WalletMethodSpec, host: WalletGroupHost): Promise<ApiError> =>
  loadMethodStrings(host.locale()).then((strings) => new ApiError({ type: 'validation_error', message: formatMessage(strings.wallet_closed, { wallet: spec.name }) }))

/** At confirm (or createPaymentMethod), the wallet's sheet gives the details sent instead of its type. */
const payWithSheet = (spec: WalletMethodSpec, host: WalletGroupHost): PaymentMethodOf => (_data, use) =>
  Effect.flatMap(
    Effect.promise(async () => {
      const result = await openSheet(spec, host, use.kind === 'confirm' ? use.clientSecret : undefined)
      if (!('closed' in result)) return result
      if (result.closed === 'failed') console.warn(`payloom: ${spec.name}'s sheet could not open${result.message === undefined ? '' : `: ${result.message}`}`)
      return closedError(spec, host)
    }),
    (result) => {
      if (result instanceof ApiError) return Effect.fail(result)
      return Effect.succeed('paymentMethodData' in result ? { instead: result.paymentMethodData } : { paymentMethod: { id: result.paymentMethod, object: 'payment_method' } })
    },
  )

/** What the wallet plugin spreads into its definition: its part of the payment element, and its state in each group. */
export const walletInPaymentElement = (spec: WalletMethodSpec): { readonly paymentElementPart: PaymentElementPart; readonly inGroup: (host: WalletGroupHost) => WalletInGroup } => ({
  paymentElementPart: partOf(spec) as PaymentElementPart,
  inGroup: (host) => ({ paymentMethodOf: payWithSheet(spec, host) }),
})
