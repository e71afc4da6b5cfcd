import * as Schema from 'effect/Schema'
import { definePaymentMethod, defineWallet } from 'payloom'

/** A minimal payment method plugin of a given type, for registry tests. */
export const fakeMethod = (type: string) =>
  definePaymentMethod({
    type,
    loadSchema: async () => Schema.Struct({ code: Schema.String }),
    defaults: () => ({ code: '' }),
    availability: () => ({ available: true }),
    validate: () => ({}),
    toPaymentMethodData: (values) => ({ type, [type]: { code: values.code } }),
    settings: { saveable: false, offSession: false, polling: false, redirect: 'never', mandate: false },
  })

/** A minimal wallet plugin of a given type. */
export const fakeWallet = (type: string) =>
  defineWallet({
    type,
    availability: () => ({ available: false, reason: 'unsupported_browser' }),
    confirm: async () => ({ closed: 'cancel' as const }),
    settings: { saveable: false, offSession: false },
  })
