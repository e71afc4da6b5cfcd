/**
 * An example of a plugin written outside payloom: BLIK, the Polish six-digit code. It imports only
 * the published entry points (`payloom`, `payloom/validation`) and effect's Schema, as any
 * method author's package would. The README's "Write a plugin" section walks through it.
 */
import { definePaymentMethod } from 'payloom'
import { validationError } from 'payloom/validation'
import type { BlikValues } from './schema.ts'

export type { BlikValues } from './schema.ts'

/** Options of the BLIK plugin. */
export interface BlikOptions {
  /** Offer BLIK only for złoty payments. @default true */
  readonly plnOnly?: boolean
}

const codePattern = /^\d{6}$/

export const blik = (options: BlikOptions = {}) =>
  definePaymentMethod<'blik', BlikValues>({
    type: 'blik',
    loadSchema: () => import('./schema.ts').then((module) => module.BlikValues),
    defaults: () => ({ code: '' }),
    availability: (session) =>
      options.plnOnly === false || session.currency === 'pln'
        ? { available: true }
        : { available: false, reason: 'BLIK is offered for payments in PLN only.' },
    validate: (values) => {
      const code = values.code.replace(/\s/g, '')
      if (code === '') return { code: validationError('incomplete_blik_code') }
      if (!codePattern.test(code)) return { code: validationError('invalid_blik_code', { displayImmediately: true }) }
      return {}
    },
    toPaymentMethodData: (values, billing) => ({
      type: 'blik',
      blik: {},
      ...(billing ? { billing_details: billing } : {}),
      // The code is not part of the payment method: it is sent at confirm as payment_method_options.
      payment_method_options: { blik: { code: values.code.replace(/\s/g, '') } },
    }),
    settings: { saveable: false, offSession: false, polling: true, redirect: 'never', mandate: false, countries: ['PL'] },
    messages: {
      en: { label: 'BLIK', code: 'BLIK code', incomplete_blik_code: 'Enter the 6-digit code from your banking app.', invalid_blik_code: 'A BLIK code has 6 digits.' },
      pl: { label: 'BLIK', code: 'Kod BLIK', incomplete_blik_code: 'Wpisz 6-cyfrowy kod z aplikacji banku.', invalid_blik_code: 'Kod BLIK ma 6 cyfr.' },
    },
  })
