import { ApiError } from '../ApiError.ts'
import { storePaymentMethod } from '../confirm.ts'
import type { PaymentMethod, PaymentMethodHidden } from '../paymentMethods.ts'
import { ok, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/** POST /v1/payment_methods (any key) and GET /v1/payment_methods/:id. */
export const paymentMethodRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_methods', access: 'publishable', captchaGated: true, handle: (context) => ok(storePaymentMethod(context.store, context.params, ['radar_options']).body) },
  {
    method: 'GET',
    pattern: '/v1/payment_methods/:id',
    access: 'publishable',
    handle: (context) => {
      const row = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, context.path.id!)
      if (row === undefined) throw ApiError.missing('PaymentMethod', context.path.id!)
      return ok(row.body)
    },
  },
]
