import type { ReactNode } from 'react'
import { countryName } from '../i18n/countryName.ts'
import { formatMessage } from '../i18n/translate.ts'
import type { FormProps, MethodFormSettings } from '../plugin/contract.ts'
import { FormField } from '../react/FormField.tsx'
import { countryCodes } from '../generated/address/countryCodes.generated.ts'
import { billingValueSpecs, type BillingValue } from './billingFields.ts'
import type { MethodStringKey } from './messages.ts'
import type { MethodField } from './MethodField.ts'
import { MethodScreens, screensOf } from './MethodScreens.tsx'

/** What a catalog method's form shows: its billing values, its own fields, and what happens after Pay. */
export interface MethodFormSpec {
  readonly billing: ReadonlyArray<BillingValue>
  readonly fields: ReadonlyArray<MethodField>
  /** The countries its billing country may be; every country when undefined. */
  readonly countries?: ReadonlyArray<string>
  /** The sentence under the fields: where the shopper goes or what they get after Pay. */
  readonly notice: MethodStringKey
  /** The method's own part of the form, after its fields (a bank search). */
  readonly Part?: (props: FormProps<Record<string, string>>) => ReactNode
  /** The merchant's settings of the form: its labels and screens. @default {} */
  readonly settings?: MethodFormSettings
}

/**
 * The form of every catalog method: the shared billing fields it needs (name, e-mail, address,
 * country), then its own (an IBAN, a bank list...) and its own part (a bank search), then a
 * sentence saying what happens after Pay, each a FormField (labelled, errors announced, read-only
 * with the element). Made once per plugin, and once per session whose spec requires more billing
 * details (core/methods/luxeControllers.ts). It uses no hook of its own: the plugin's Form calls it
 * as a function, so a session's new form renders as the same tree.
 */
export const methodForm = (spec: MethodFormSpec) => {
  const formats = new Map(spec.fields.map((field) => [field.name, field.format]))
  const labels = spec.settings?.fieldLabels ?? {}
  const screens = screensOf(spec.settings?.paymentScreens, [...spec.billing, ...spec.fields.map((field) => field.name)])
  return (props: FormProps<Record<string, string>>) => {
    const { values } = props
    // The merchant's labels are plain text: React renders them as text, never as markup.
    const t = (key: string, name?: string): string => (name === undefined ? undefined : labels[name]) ?? props.t(key)
    // A bank element, or a split element, shows its given fields on one screen.
    const paged = screens !== undefined && props.fields === undefined && props.standalone !== true
    const fieldsOf = (name: string): boolean => props.fields === undefined || props.fields.includes(name)
    const shownHere = (screen: ReadonlyArray<string>) => (name: string): boolean => fieldsOf(name) && (!paged || screen.includes(name))
    const common = (name: string) => ({
      id: `${props.idPrefix}-${name}`,
      name,
      value: values[name] ?? '',
      ...(props.errorMessages[name] === undefined ? {} : { error: props.errorMessages[name] }),
      onInput: (value: string, source: 'typed' | 'paste' | 'autofill') => props.onChange({ [name]: formats.get(name)?.(value) ?? value }, source),
      onFocus: () => props.onFocus?.(name),
      onBlur: () => props.onBlur?.(name),
      required: true,
    })
    const countries = spec.countries ?? countryCodes
    const fieldsOn = (screen: ReadonlyArray<string>, last: boolean) => {
      const shows = shownHere(screen)
      return <>
        {spec.billing.filter(shows).map((name) => {
          const value = billingValueSpecs[name]
          return name === 'country'
            ? <FormField key={name} {...common(name)} label={t(value.label, name)} autoComplete={value.autoComplete} options={countries.map((code) => ({ value: code, label: countryName(code, props.locale) }))} />
            : <FormField key={name} {...common(name)} label={t(value.label, name)} autoComplete={value.autoComplete} {...(value.type === undefined ? {} : { type: value.type, inputMode: value.type })} half={name === 'city' || name === 'postalCode'} />
        })}
        {spec.fields.filter((field) => shows(field.name) && field.shownWhen?.(values) !== false).map((field) => (
          <FormField
            key={field.name}
            {...common(field.name)}
            label={t(field.label, field.name)}
            {...(field.choices === undefined ? {} : { options: [{ value: '', label: t(field.placeholder ?? 'bank_placeholder') }, ...field.choices.map((choice) => field.translatedChoices === true ? { ...choice, label: t(choice.label) } : choice)] })}
            {...(field.inputMode === undefined ? {} : { inputMode: field.inputMode })}
            {...(field.autoComplete === undefined ? { autoComplete: 'off' } : { autoComplete: field.autoComplete })}
            {...(field.maxLength === undefined ? {} : { maxLength: field.maxLength })}
            {...(field.half === undefined ? {} : { half: field.half })}
          />
        ))}
        {!last || spec.Part === undefined ? null : <spec.Part {...props} />}
        {/* A bank element shows its fields alone: the merchant's page says what happens after Pay. */}
        {last && props.standalone !== true && <p className="p-MethodNotice">{formatMessage(t(spec.notice), { method: t('label') })}</p>}
      </>
    }
    return (
      <div className="p-MethodForm p-Grid">
        {paged
          ? <MethodScreens screens={screens} form={props} visible={(name) => fieldsOf(name) && spec.fields.find((field) => field.name === name)?.shownWhen?.(values) !== false} render={fieldsOn} />
          : fieldsOn([], true)}
      </div>
    )
  }
}
