/**
 * How long `npm start` takes to serve the demo: a fresh `npm start` process (the sandbox and the demo
 * shop beside it), from spawn until the shop has served the React and plain checkout pages and their
 * bundles (built in memory on first request).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface DemoStartResult {
  /** Spawn to both servers listening (the provider's and the shop's). */
  readonly listeningMs: number
  /** Spawn to both example pages and their entry bundles served. */
  readonly demoReadyMs: number
}

const fetchOk = async (url: string): Promise<void> => {
  const response = await fetch(url, { headers: { Accept: 'text/html' } })
  if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`)
  await response.arrayBuffer()
}

export const demoStartBench = async (): Promise<DemoStartResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloom-bench-start-'))
  const started = performance.now()
  const child = spawn(process.execPath, [join(import.meta.dirname, '../sandbox/start.ts')], { env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    // The shop's line comes once both listen: the shop starts after the provider.
    const shopUrl = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8')
        const match = /^demo shop: (http:\/\/\S+?)\/?$/m.exec(output)
        if (match !== null) resolve(match[1]!)
      })
      child.once('exit', (code) => reject(new Error(`bench: npm start exited with ${code} before the demo shop listened`)))
    })
    const listeningMs = performance.now() - started
    await Promise.all(['/', '/plain', '/examples/react-checkout.js', '/examples/plain-checkout.js'].map((path) => fetchOk(`${shopUrl}${path}`)))
    return { listeningMs: Math.round(listeningMs), demoReadyMs: Math.round(performance.now() - started) }
  } finally {
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill())
    rmSync(dataDir, { recursive: true, force: true })
  }
}
