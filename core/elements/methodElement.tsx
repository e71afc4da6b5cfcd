import type { PaymentMethodData, PaymentMethodPlugin } from '../plugin/contract.ts'
import type { ChangeEvent, ElementDefinition, ElementFormProps, ElementModel, ElementType } from '../plugin/ElementDefinition.ts'
import { detailsChanged, errorsOf, firstErrorOf, firstInvalidField, initMethod, isEmpty, lookedUp, lookupWork, methodPaymentData, methodView, reduceMethod, type MethodState } from './payment/methodState.ts'
import { PluginForm, type MethodView } from './payment/PluginForm.tsx'
import { bankSearchActionOf, bankWorkToStart, idleBankSearch, reduceBankSearch, type BankSearchState } from './payment/bankSearch.ts'
import type { Json } from './messages.ts'
import { loadChunk } from '../loadChunk.ts'

/** What a failed confirm tells an element (`ElementModel.confirmFailed`). */
type ConfirmError = Parameters<NonNullable<ElementModel<MethodState>['confirmFailed']>>[1]

export interface MethodElementOptions<Values> {
  /** The fields this element shows and validates; all of the plugin's when undefined (split card elements show one). */
  readonly fields?: ReadonlyArray<keyof Values & string>
  /** What this element adds to its `change` event (the card's `brand`, `value.postalCode`). */
  readonly change?: (values: Values) => Readonly<Record<string, unknown>>
  /** The fields a failed confirm's error concerns: each shows it (the card's decline, code and param). */
  readonly fieldsForError?: (error: ConfirmError) => ReadonlyArray<keyof Values & string>
  /** The event this element emits, with `{ elementType, ...details }`, when the plugin's `details` change (the card's `networkschange`). */
  readonly detailsEvent?: string
  /**
   * With `fields`: the element types that pay together with this one (the split card elements).
   * An element with `fields` and no `paysWith` pays alone (a bank element: the IBAN, with the
   * billing details the merchant passes at confirm).
   */
  readonly paysWith?: { readonly as: ElementType; readonly required: ReadonlyArray<ElementType> }
  /** The values the element's options set at create (a bank element's `value`). */
  readonly start?: (options: unknown) => Partial<Values>
  /** What the element's options add to the data confirm sends (the FPX element's account holder type). */
  readonly withOptions?: (data: PaymentMethodData, options: unknown) => PaymentMethodData
  /** Checks the merchant's options at create() and update(). */
  readonly validateOptions?: ElementDefinition['validateOptions']
  /**
   * The element keeps the provider's bank search (the `achBankSearchResults` element of a method
   * whose plugin has `linkedAccountValues`): its form gets `bankSearch`, and the account the
   * shopper links at their bank goes into its values. @default false
   */
  readonly bankSearch?: boolean
}

/** A method element's state: its form's, and its bank search when it keeps one. */
type MethodElementState = MethodState & { readonly bankSearch?: BankSearchState }

/** `disabled: true` in an element's options locks its fields, as the payment element's readOnly does. */
const isDisabled = (options: unknown): boolean => (options as { disabled?: unknown } | undefined)?.disabled === true

/**
 * An element made of a payment method plugin's own form, outside the payment element: the card
 * plugin's `card`, `cardNumber`, `cardExpiry` and `cardCvc`. Plugins build theirs with this.
 */
export const defineMethodElement = <Values extends Record<string, unknown>>(
  plugin: PaymentMethodPlugin<string, Values>,
  type: ElementType,
  options: MethodElementOptions<Values> = {},
): ElementDefinition<MethodElementState> => {
  const untyped = plugin as unknown as PaymentMethodPlugin
  const inScope = (field: string): boolean => options.fields === undefined || (options.fields as ReadonlyArray<string>).includes(field)
  // The plugin with validation narrowed to this element's fields.
  const scoped: PaymentMethodPlugin = {
    ...untyped,
    validate: (values, context) => Object.fromEntries(Object.entries(untyped.validate(values, context)).filter(([field]) => inScope(field))),
  }
  const init = (context: Parameters<ElementModel<MethodElementState>['init']>[0]): MethodElementState => {
    const state = { ...initMethod(scoped, context), ...(options.bankSearch === true ? { bankSearch: idleBankSearch } : {}) }
    const started = options.start?.(context.options)
    return started === undefined ? state : { ...state, values: { ...state.values, ...started } }
  }
  /** A step of the bank search; the account it links goes into the values. */
  const reduceSearch = (state: MethodElementState, message: Parameters<ElementModel<MethodElementState>['reduce']>[1]): MethodElementState | undefined => {
    if (state.bankSearch === undefined || message.kind !== 'action') return undefined
    const action = bankSearchActionOf(message.action, message.payload)
    if (action === undefined) return undefined
    const bankSearch = reduceBankSearch(state.bankSearch, action)
    if (bankSearch === state.bankSearch) return state
    const linked = action.type === 'bankSearchLinked' ? untyped.linkedAccountValues?.(action.account) : undefined
    const next = { ...state, bankSearch }
    return linked === undefined ? next : { ...reduceMethod(next, { kind: 'patch', elementId: '', patch: linked as Record<string, Json> }), bankSearch }
  }
  const model: ElementModel<MethodElementState> = {
    init,
    reduce: (state, message) => {
      const answer = lookedUp(message)
      if (answer !== undefined) return answer.type === plugin.type ? { ...state, values: { ...state.values, ...answer.patch } } : state
      return reduceSearch(state, message) ?? { ...reduceMethod(state, message), ...(state.bankSearch === undefined ? {} : { bankSearch: state.bankSearch }) }
    },
    view: (state, context) => ({
      ...(methodView(scoped, state, context) as Record<string, Json>),
      readOnly: isDisabled(context.options),
      ...(state.bankSearch === undefined ? {} : { bankSearch: state.bankSearch as unknown as Json }),
    }),
    // The bank search waits on the provider: its banks, or the authorisation of the bank picked; the plugin's lookup (the card's networks) too.
    load: (state, context) => {
      const work = state.bankSearch === undefined ? undefined : bankWorkToStart(state.bankSearch)
      return work === undefined
        ? lookupWork(untyped, state.values, context)
        : loadChunk('the bank search', () => import('./payment/bankWork.ts')).then(({ runBankWork }) => runBankWork(work, context, untyped.bankLinkPermissions))
    },
    change: (state, context): ChangeEvent => {
      const error = firstErrorOf(scoped, state, context)
      return {
        elementType: type,
        empty: isEmpty(scoped, state, context),
        complete: error === undefined,
        ...(error === undefined ? {} : { error }),
        ...options.change?.(state.values as Values),
      }
    },
    submit: (state) => ({ ...state, submitted: true }),
    clear: (_state, context) => init(context),
    confirmFailed: (state, error, context) => {
      const fields = (options.fieldsForError?.(error) ?? []).filter(inScope)
      if (fields.length === 0) return state
      // Every field error shows with it, as after a submit (payment-form.md §8).
      return { ...state, submitted: true, confirmErrors: { ...state.confirmErrors, ...Object.fromEntries(fields.map((field) => [field, error.message])) } }
    },
    // An element of a set pays with its siblings, not on its own.
    paymentMethodData: (state, context, billing) => {
      if (options.paysWith !== undefined || Object.values(errorsOf(scoped, state, context)).some((e) => e !== undefined)) return undefined
      const data = methodPaymentData(scoped, state, billing)
      return options.withOptions === undefined ? data : options.withOptions(data, context.options)
    },
    firstField: (state, context) => firstInvalidField(scoped, state, context) ?? options.fields?.[0] ?? Object.keys(state.values)[0],
    events: (message, state, _context, _host, previous) => detailsChanged(untyped, message, previous, state) && options.detailsEvent !== undefined
      ? [{ name: options.detailsEvent, payload: { elementType: type, ...untyped.details?.(state.values) } }]
      : [],
    ...(options.fields === undefined ? {} : {
      fieldValues: (state: MethodElementState) => Object.fromEntries(Object.entries(state.values).filter(([field]) => inScope(field))),
    }),
  }
  const Form = ({ view, send, elementId }: ElementFormProps) => (
    <div className={`p-MethodElement p-MethodElement--${type}`}>
      <PluginForm
        plugin={scoped as PaymentMethodPlugin<string, Record<string, unknown>>}
        view={view as unknown as MethodView}
        elementId={elementId}
        send={send}
        readOnly={(view as { readOnly?: boolean }).readOnly === true}
        {...(options.fields === undefined ? {} : { fields: options.fields })}
        standalone
      />
    </div>
  )
  const set = options.paysWith === undefined || options.fields === undefined ? undefined : {
    key: plugin.type,
    paysAs: options.paysWith.as,
    required: options.paysWith.required,
    toPaymentMethodData: (values: Readonly<Record<string, unknown>>, billing?: Parameters<PaymentMethodPlugin['toPaymentMethodData']>[1]) =>
      untyped.toPaymentMethodData(values, billing),
  }
  return { type, model, Form, ...(set === undefined ? {} : { set }), ...(options.validateOptions === undefined ? {} : { validateOptions: options.validateOptions }) }
}
