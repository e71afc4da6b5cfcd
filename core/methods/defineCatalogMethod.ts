import { mandateMethods, methodFieldDefaults, offSessionMethods, pollingMethods, saveableMethods, type CatalogMethodType } from '../generated/paymentMethods.generated.ts'
import type { LogoData } from '../logos/logoData.ts'
import { definePaymentMethod } from '../plugin/define.ts'
import type { ElementDefinition } from '../plugin/ElementDefinition.ts'
import type { ExpressFlow } from '../plugin/expressSheet.ts'
import type { ReactNode } from 'react'
import type { FieldErrors, FormProps, LoadPluginMessages, MethodFormSettings, MethodSettings, PaymentMethodPlugin, SessionContext } from '../plugin/contract.ts'
import { availabilityOf } from './availability.ts'
import { checkFormSettings } from './formSettings.ts'
import { billingDetailsOf, billingValueOrder, billingValuesOf, billingValueSpecs, type BillingValue } from './billingFields.ts'
import { luxeController } from './luxeControllers.ts'
import { methodStringsEn, type MethodStringKey } from './messages.ts'
import type { BillingField, MethodFacts, MethodFamily } from './MethodFacts.ts'
import type { MethodField } from './MethodField.ts'
import { methodForm } from './MethodForm.tsx'
import { loadMethodStringsOf } from './methodStringsOf.ts'
import { taxIdField } from './taxIdField.ts'

/** A catalog method's form values: every field as the shopper typed it. */
export type MethodValues = Readonly<Record<string, string>>

/** What one catalog method plugin says about itself; the kit derives the rest from its facts. */
export interface CatalogMethodSpec<Type extends CatalogMethodType> {
  readonly type: Type
  /** Its provider facts (`methodCatalog.ideal`): name, family, currencies, countries, amounts, billing. */
  readonly facts: MethodFacts
  /** The options the plugin was made with, as plain data (they cross to the provider's frames). */
  readonly options?: Readonly<Record<string, unknown>>
  /**
   * The merchant's settings of its form (`ideal({ paymentScreens: [['bank'], ['name']] })`), as
   * given to the plugin's factory: checked here, and sent to the frames with the options.
   */
  readonly settings?: MethodFormSettings | undefined
  /** Billing details its form collects beyond those the provider requires (`facts.billing`). */
  readonly billing?: ReadonlyArray<Exclude<BillingField, 'phone'>>
  /** Its own fields, after the billing fields. */
  readonly fields?: ReadonlyArray<MethodField>
  /** Its own block of payment_method_data (`{ iban }`, `{ bank }`) from the values. @default {} */
  block?(values: MethodValues): Readonly<Record<string, unknown>>
  /** The billing phone, for a method whose own field is the shopper's phone (MB WAY), in E.164. */
  billingPhone?(values: MethodValues): string | undefined
  readonly loadLogo: () => Promise<LogoData>
  /** The logos of its other names, by their ids (see PaymentMethodPlugin's `brandLogos`). */
  readonly brandLogos?: PaymentMethodPlugin['brandLogos']
  /** Its own strings (English), over the shared method strings; `label` defaults to its name. */
  readonly messages?: Readonly<Record<string, string>>
  /** Its own strings in other languages, over the shared ones in that language. */
  readonly loadMessages?: LoadPluginMessages
  /** Element types it provides beyond its form in the payment element (`iban`, `idealBank`). */
  elements?(plugin: PaymentMethodPlugin<Type, MethodValues>): ReadonlyArray<ElementDefinition>
  /** What the shopper confirms in a dialog before its details are sent (see PaymentMethodPlugin's `confirmDetails`). */
  confirmDetails?: PaymentMethodPlugin<Type, MethodValues>['confirmDetails']
  /** Its own part of the form, for what fields cannot do (the bank search of a US bank account). */
  readonly part?: MethodFormPart
  /** The values that record a bank account linked through the provider's bank search (see PaymentMethodPlugin's `linkedAccountValues`). */
  linkedAccountValues?: PaymentMethodPlugin<Type, MethodValues>['linkedAccountValues']
  /** What else the bank shares when the shopper links an account (see PaymentMethodPlugin's `bankLinkPermissions`). */
  readonly bankLinkPermissions?: PaymentMethodPlugin<Type, MethodValues>['bankLinkPermissions']
  /** Its button in the express checkout element (`redirectExpressFlow` for a method the provider's page approves). */
  readonly express?: ExpressFlow
}

/**
 * A method's own part of the form, shown after its fields: its values (strings, empty at first),
 * their rule, and the component that shows and sets them.
 */
export interface MethodFormPart {
  readonly values: ReadonlyArray<string>
  /** Errors of its values, by value (none: complete). */
  validate(values: MethodValues): FieldErrors<MethodValues>
  readonly Form: (props: FormProps<MethodValues>) => ReactNode
}

/** A factory's name from its type, for the merchant's errors: `sepa_debit` is `sepaDebit`. */
const camelCase = (type: string): string => type.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())

/** The sentence a family's form ends with. */
const noticeOf: Readonly<Record<MethodFamily, MethodStringKey>> = {
  redirect: 'redirect_notice',
  voucher: 'voucher_notice',
  qr_code: 'qr_notice',
  notification: 'notification_notice',
  bank_debit: 'debit_notice',
}

const includes = (list: ReadonlyArray<string>, type: string): boolean => list.includes(type)

/** How the core treats the method at confirm, from the spec's sets and its family. */
export const settingsOf = (type: string, facts: MethodFacts): MethodSettings => ({
  saveable: includes(saveableMethods, type),
  offSession: includes(offSessionMethods, type),
  polling: includes(pollingMethods, type) || facts.family === 'qr_code' || facts.family === 'notification',
  redirect: facts.family === 'redirect' ? 'always' : 'never',
  mandate: includes(mandateMethods, type),
  ...(facts.countries === undefined ? {} : { countries: facts.countries }),
})

/** What the merchant's settings add to the billing a form collects (payment-form.md §3). */
const alwaysCollected = (settings: MethodFormSettings): ReadonlyArray<BillingField> => [
  ...settings.alwaysCollectFullBillingAddress === true ? ['address' as const] : [],
  ...settings.alwaysCollectCountry === true ? ['country' as const] : [],
]

/**
 * The billing values a form collects: the provider's required details (the catalog's, and the
 * session's spec's) and the plugin's and merchant's extra ones, each once, in the order forms show
 * them; a value the method has a field of its own for (MB WAY's phone) is that field.
 */
const billingValues = (fields: ReadonlyArray<BillingField>, own: ReadonlyArray<string> = []): ReadonlyArray<BillingValue> => {
  const wanted = new Set(fields.flatMap((field) => billingValuesOf[field]))
  return billingValueOrder.filter((value) => wanted.has(value) && !own.includes(value))
}

/** Where the billing country starts: the shopper's when the method is offered there, else its first country. */
const startCountry = (facts: MethodFacts, session?: SessionContext): string => {
  const country = session?.country
  if (facts.countries === undefined) return country ?? ''
  return country !== undefined && facts.countries.includes(country) ? country : facts.countries[0] ?? ''
}

/**
 * Declares a method of the catalog from its facts and its own fields: the shared billing fields
 * its provider requires, availability by currency, amount and setup support, the spec's settings
 * (saveable, off-session, polling, mandate), a form, validation, the confirm payload
 * (`{ type, [type]: block, billing_details }`), the shared strings in every language, its logo.
 * The form is made once from the catalog; a session whose `payment_method_specs` require more
 * billing details of the method gets a form with them too, once per session (luxeControllers.ts).
 */
export const defineCatalogMethod = <Type extends CatalogMethodType>(spec: CatalogMethodSpec<Type>): PaymentMethodPlugin<Type, MethodValues> => {
  const { type, facts } = spec
  const ownNames = [...(spec.fields ?? []).map((field) => field.name), ...spec.part?.values ?? []]
  // The merchant's settings are checked first against the values the form could have at most.
  const settings = checkFormSettings(camelCase(type), spec.settings, () => [
    ...billingValues([...facts.billing, ...spec.billing ?? [], 'name', 'email', 'phone', 'address'], ownNames),
    ...ownNames,
    ...spec.settings?.alwaysCollectTaxInformation === true ? ['taxId'] : [],
  ])
  const taxId = settings.alwaysCollectTaxInformation === true ? taxIdField(settings.taxCountry!) : undefined
  const fields = [...spec.fields ?? [], ...taxId === undefined ? [] : [taxId.field]]
  const fieldDefaults = (methodFieldDefaults as Readonly<Record<string, Readonly<Record<string, string>>>>)[type] ?? {}
  const collected = [...facts.billing, ...spec.billing ?? [], ...alwaysCollected(settings)]
  /** The form, values and rule of the method with these billing details required (the catalog's, and a session's spec's). */
  const controllerOf = (required: ReadonlyArray<BillingField>) => {
    const billing = billingValues([...collected, ...required], ownNames)
    const names = [...billing, ...fields.map((field) => field.name), ...spec.part?.values ?? []]
    return {
      names,
      validate: (values: MethodValues): FieldErrors<MethodValues> => {
        const errors: FieldErrors<MethodValues> = {}
        for (const name of billing) {
          const error = billingValueSpecs[name].validate(values[name] ?? '', facts.countries).error
          if (error !== undefined) errors[name] = error
        }
        for (const field of fields) {
          if (field.shownWhen?.(values) === false) continue
          const error = field.validate(values[field.name] ?? '', values).error
          if (error !== undefined) errors[field.name] = error
        }
        return { ...errors, ...spec.part?.validate(values) }
      },
      Form: methodForm({
        billing,
        fields,
        notice: noticeOf[facts.family],
        settings,
        ...(facts.countries === undefined ? {} : { countries: facts.countries }),
        ...(spec.part === undefined ? {} : { Part: spec.part.Form }),
      }),
    }
  }
  const catalogForm = controllerOf([])
  /** The method's controller for the session: the luxe controller its spec makes, else the catalog's. */
  const controllerFor = (session: SessionContext | undefined) => luxeController(session?.paymentMethodSpecs, type, controllerOf) ?? catalogForm
  const plugin: PaymentMethodPlugin<Type, MethodValues> = definePaymentMethod<Type, MethodValues>({
    type,
    options: { ...spec.options, ...settings },
    loadSchema: () => import('./valuesSchema.ts').then((module) => module.valuesSchema(catalogForm.names)),
    defaults: (session) => {
      const { names } = controllerFor(session)
      return {
        ...Object.fromEntries(names.map((name) => [name, ''])),
        ...(names.includes('country') ? { country: startCountry(facts, session) } : {}),
        ...Object.fromEntries(Object.entries(fieldDefaults).filter(([name]) => names.includes(name))),
      }
    },
    availability: (session) => availabilityOf(type, facts, session),
    validate: (values, context) => controllerFor(context.session).validate(values),
    toPaymentMethodData: (values, given) => {
      const phone = spec.billingPhone?.(values)
      const taxIdValue = taxId?.taxIdOf(values.taxId ?? '')
      const extra = { ...phone === undefined ? {} : { phone }, ...taxIdValue === undefined ? {} : { tax_id: taxIdValue } }
      // The billing values the form's values hold (confirm does not name the session): its defaults
      // made one of each that its session asks for. Empty ones are left out.
      const billing = billingValueOrder.filter((name) => name in values && !ownNames.includes(name))
      const billingDetails = billingDetailsOf(values, billing, Object.keys(extra).length === 0 ? given : { ...given, ...extra })
      return {
        type,
        [type]: spec.block?.(values) ?? {},
        ...(billingDetails === undefined ? {} : { billing_details: billingDetails }),
      } as ReturnType<PaymentMethodPlugin<Type, MethodValues>['toPaymentMethodData']>
    },
    settings: { ...settingsOf(type, facts), ...Object.keys(settings).length === 0 ? {} : { form: settings } },
    ...(spec.brandLogos === undefined ? {} : { brandLogos: spec.brandLogos }),
    messages: { en: { ...methodStringsEn, label: facts.name, ...spec.messages } },
    loadMessages: (locale) => {
      const shared = loadMethodStringsOf(locale)
      const own = spec.loadMessages?.(locale)
      if (shared === undefined && own === undefined) return undefined
      return Promise.all([shared, own]).then(([common, mine]) => common === undefined && mine === undefined ? undefined : { ...common, ...mine })
    },
    loadLogo: spec.loadLogo,
    // Called, not mounted: a new session's form is the same React tree with its new fields, so nothing remounts or loses focus.
    Form: (props) => controllerFor(props.session).Form(props),
    ...(spec.elements === undefined ? {} : { elements: () => spec.elements!(plugin) }),
    ...(spec.confirmDetails === undefined ? {} : { confirmDetails: spec.confirmDetails }),
    ...(spec.linkedAccountValues === undefined ? {} : { linkedAccountValues: spec.linkedAccountValues }),
    ...(spec.bankLinkPermissions === undefined ? {} : { bankLinkPermissions: spec.bankLinkPermissions }),
    ...(spec.express === undefined ? {} : { express: spec.express }),
  })
  return plugin
}
