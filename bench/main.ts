/**
 * `npm run bench`: speed and size, measured side by side with the libraries we mean to beat, and
 * written to bench/report.json. Budgets are read from the report, never asserted in timed tests.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { addressBench } from './address.ts'
import { gzipSizeOfEntry } from './bundleSize.ts'
import { cardBench } from './card.ts'
import { confirmBench } from './confirm.ts'

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`
const perSecond = (rate: number): string => `${Math.round(rate).toLocaleString('en-US')}/s`

const card = await cardBench()
const address = await addressBench()
const confirm = await confirmBench()
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
  confirm,
  sizes,
  targets: {
    cardValidationRatioAtLeast: 10,
    cardOnlyValidationGzipBytesBelow: 4096,
    coreGzipBytesBelow: 45 * 1024,
  },
}
writeFileSync(new URL('./report.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`)

const rows: ReadonlyArray<readonly [string, string, string]> = [
  ['card validations (number + expiry + CVC)', perSecond(card.payloomCardValidationsPerSecond), `card-validator ${perSecond(card.cardValidatorValidationsPerSecond)} (${card.ratio.toFixed(1)}x; target 10x)`],
  ['address validations, all countries', perSecond(address.addressValidationsPerSecond), `${address.countries} countries`],
  ['confirm round trip against the sandbox (loopback)', `median ${confirm.medianMs} ms`, `p95 ${confirm.p95Ms} ms over ${confirm.confirms}`],
  ['`payloom/validation`, card functions only', kb(card.payloomCardOnlyGzipBytes), `card-validator ${kb(card.cardValidatorGzipBytes)} (target < 4 KB)`],
  ['`payloom/validation`, address functions only', kb(sizes.validationAddressOnlyGzipBytes), 'rules for every country; details load per country'],
  ['`payloom` core entry (effect included)', kb(sizes.coreGzipBytes), 'goal < 45 KB'],
  ['core + `payloom/plugins/card`', kb(sizes.coreWithCardPluginGzipBytes), 'React excluded'],
]
const table = ['| measure | payloom | beside it |', '|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
console.log(table)

// The README shows the figures of the last run, so they are never older than the code.
const readmeUrl = new URL('../README.md', import.meta.url)
const readme = readFileSync(readmeUrl, 'utf8')
const section = [
  '<!-- bench:start -->',
  table,
  '',
  `Measured by \`npm run bench\` on the project's 2-core machine, Node ${report.node}, ${report.measuredAt.slice(0, 10)}. Sizes are`,
  'what a page loads up front (rollup, tree-shaken, esbuild-minified, gzip -9); lazily loaded locale',
  'and country chunks are not counted.',
  '<!-- bench:end -->',
].join('\n')
writeFileSync(readmeUrl, readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section))
console.log('\nwritten to bench/report.json and the README')
