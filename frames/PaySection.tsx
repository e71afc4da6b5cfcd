import type { Catalog } from '../core/generated/locales/index.generated.ts'
import { translate } from '../core/i18n/translate.ts'

/**
 * The pay part of the provider's hosted pages (checkout, invoice): where the page mounts payloom's
 * payment element (`#payment`), the payment's error as an alert, and the Pay button, which says
 * it is processing while `busy`.
 */
export const PaySection = ({ catalog, error, busy, onPay }: {
  readonly catalog: Catalog
  readonly error: string | undefined
  readonly busy: boolean
  readonly onPay: () => void
}) => (
  <section aria-label={translate(catalog, 'common.pay')}>
    <div id="payment" />
    {error !== undefined && <p role="alert">{error}</p>}
    <button type="button" disabled={busy} onClick={onPay}>{busy ? translate(catalog, 'common.processing') : translate(catalog, 'common.pay')}</button>
  </section>
)
