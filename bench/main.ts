/**
 * `npm run bench`: speed and size, measured side by side with the libraries we mean to beat, and
 * written to bench/report.json. Budgets are read from the report, never asserted in timed tests.
 */
import { writeFileSync } from 'node:fs'
import { addressBench } from './address.ts'
import { gzipSizeOfEntry } from './bundleSize.ts'
import { cardBench } from './card.ts'

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`
const perSecond = (rate: number): string => `${Math.round(rate).toLocaleString('en-US')}/s`

const card = await cardBench()
const address = await addressBench()
const sizes = {
  validationAddressOnlyGzipBytes: await gzipSizeOfEntry(
    "export { validateAddress, getAddressFormat, isSavedAddressEligible } from 'payloom/validation'",
  ),
  coreGzipBytes: await gzipSizeOfEntry("export * from 'payloom'"),
  coreWithCardPluginGzipBytes: await gzipSizeOfEntry("export { createPayloom } from 'payloom'\nexport { card } from 'payloom/plugins/card'", {
    external: ['react', 'react-dom'],
  }),
}

const report = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  card,
  address,
  sizes,
  targets: {
    cardValidationRatioAtLeast: 10,
    cardOnlyValidationGzipBytesBelow: 4096,
  },
}
writeFileSync(new URL('./report.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`)

const rows: ReadonlyArray<readonly [string, string, string]> = [
  ['card validations (number + expiry + CVC)', perSecond(card.payloomCardValidationsPerSecond), `card-validator ${perSecond(card.cardValidatorValidationsPerSecond)} (${card.ratio.toFixed(1)}x; target 10x)`],
  ['address validations, all countries', perSecond(address.addressValidationsPerSecond), `${address.countries} countries`],
  ['`payloom/validation`, card functions only', kb(card.payloomCardOnlyGzipBytes), `card-validator ${kb(card.cardValidatorGzipBytes)} (target < 4 KB)`],
  ['`payloom/validation`, address functions only', kb(sizes.validationAddressOnlyGzipBytes), 'rules for every country; details load per country'],
  ['`payloom` core entry (effect included)', kb(sizes.coreGzipBytes), 'goal < 45 KB'],
  ['core + `payloom/plugins/card`', kb(sizes.coreWithCardPluginGzipBytes), 'React excluded'],
]
console.log(['| measure | payloom | beside it |', '|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'))
console.log('\nwritten to bench/report.json')
