/**
 * `npm run test:soak [-- --runs N] [--workers N] [filter ...]`: runs every property test file (a
 * test file that calls fast-check's `fc.assert`) N times (default 20), so that a property that
 * fails for a few seeds shows up before it fails someone's `npm test`. Every run is a new vitest
 * process, so fast-check draws new seeds each time. Filters keep the files whose path contains one
 * of them. A failure is reported with the seed and path fast-check printed: replay it with
 * `fc.assert(property, { seed, path })`. Exits 1 when any run failed. CI does not run it.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'

const root = join(import.meta.dirname, '..')
const vitest = join(root, 'node_modules/vitest/vitest.mjs')

const { values, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '20' }, workers: { type: 'string', default: '1' } },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`)

/** The test files that check a property, as paths from the repository root. */
const propertyFiles = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => join('tests', path))
  .filter((path) => /\bfc\.assert\(/.test(readFileSync(join(root, path), 'utf8')))
  .filter((path) => filters.length === 0 || filters.some((filter) => path.includes(filter)))
  .sort()
if (propertyFiles.length === 0) throw new Error(`no property test file matches ${filters.join(', ')}`)

/** The parts of vitest's JSON report read here. */
interface Report {
  readonly testResults: ReadonlyArray<{
    readonly name: string
    readonly status: string
    readonly message: string
    readonly assertionResults: ReadonlyArray<{ readonly fullName: string; readonly status: string; readonly failureMessages: ReadonlyArray<string> }>
  }>
}

interface Failure {
  readonly run: number
  readonly test: string
  /** What fast-check printed to replay the failure (`seed: …, path: "…"`), or the first line of the error. */
  readonly replay: string
}

const replayOf = (message: string): string =>
  /seed: -?\d+, path: "[^"]*"/.exec(message)?.[0] ?? message.split('\n')[0] ?? ''

const failures = new Map<string, Failure[]>(propertyFiles.map((file) => [file, []]))
const outputDir = mkdtempSync(join(tmpdir(), 'payloom-soak-'))
const reportPath = join(outputDir, 'report.json')
console.log(`soak: ${propertyFiles.length} property test files, ${runs} runs each, ${values.workers} vitest worker(s)`)

for (let run = 1; run <= runs; run++) {
  rmSync(reportPath, { force: true })
  const started = Date.now()
  spawnSync(process.execPath, [vitest, 'run', ...propertyFiles, `--maxWorkers=${values.workers}`, '--reporter=json', `--outputFile=${reportPath}`], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NO_COLOR: '1' },
  })
  let report: Report
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report
  } catch {
    throw new Error(`soak: run ${run}: vitest wrote no report; run \`npx vitest run ${propertyFiles.join(' ')}\` to see why`)
  }
  const failedNow: string[] = []
  for (const file of report.testResults) {
    const path = relative(root, file.name)
    const found = failures.get(path)
    if (found === undefined || file.status === 'passed') continue
    const tests = file.assertionResults.filter((test) => test.status === 'failed')
    // A file that fails to load has no failed test, only a message.
    const now = tests.length === 0
      ? [{ run, test: '(the file)', replay: replayOf(file.message) }]
      : tests.map((test) => ({ run, test: test.fullName, replay: replayOf(test.failureMessages.join('\n')) }))
    found.push(...now)
    // Printed as they come, so a long soak stopped early still says what failed.
    failedNow.push(...now.map(({ test, replay }) => `  FAIL ${path}\n    ${test}\n    ${replay}`))
  }
  console.log(`soak: run ${run}/${runs}: ${report.testResults.length} files, ${failedNow.length} failing tests (${Math.round((Date.now() - started) / 1000)} s)`)
  for (const line of failedNow) console.log(line)
}
rmSync(outputDir, { recursive: true, force: true })

console.log(`\n${'file'.padEnd(64)} runs  failed runs`)
for (const [file, found] of failures) console.log(`${file.padEnd(64)} ${String(runs).padStart(4)}  ${String(new Set(found.map((f) => f.run)).size).padStart(11)}`)
process.exitCode = [...failures.values()].some((found) => found.length > 0) ? 1 : 0
