/**
 * The provider's frame pages (DESIGN.md "Hosting"): the controller frame and the element frame
 * that isolated hosting puts in a merchant's page, and their scripts (frames/), built once per
 * process on first request and served from memory. Each page runs under a strict policy: scripts
 * from this origin only, styles only with the page's nonce (the stylesheet the frame installs) or
 * the merchant's validated font stylesheets, calls only to this origin.
 */
import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { bundlePages, type BuiltFile } from './demo/bundleExample.ts'

const entries = { controller: 'frames/controller.ts', element: 'frames/element.tsx' }
const publicPath = '/frames'

let bundles: Promise<ReadonlyMap<string, BuiltFile>> | undefined
// A failed build is not kept: the next request shows the error again, after a fix.
const frameBundles = (): Promise<ReadonlyMap<string, BuiltFile>> => {
  bundles ??= bundlePages(entries, publicPath).catch((error: unknown) => {
    bundles = undefined
    throw error
  })
  return bundles
}

const policy = (nonce: string): string =>
  `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}' https:; font-src 'self' data: https:; img-src 'self' data:; ` +
  "connect-src 'self'; base-uri 'none'; form-action 'none'"

const framePage = (name: keyof typeof entries, nonce: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>payloom</title>
<style nonce="${nonce}">html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }</style>
</head>
<body><div id="root"></div><script type="module" nonce="${nonce}" src="${publicPath}/${name}.js"></script></body>
</html>`

const pages: Readonly<Record<string, keyof typeof entries>> = { [`${publicPath}/controller.html`]: 'controller', [`${publicPath}/element.html`]: 'element' }

/** Answers a GET under /frames/, or returns false when the path is not a frame page or script. */
export const serveFramePage = async (path: string, response: ServerResponse): Promise<boolean> => {
  if (!path.startsWith(`${publicPath}/`)) return false
  let files: ReadonlyMap<string, BuiltFile>
  try {
    files = await frameBundles()
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`The frame scripts could not be built:\n\n${error instanceof Error ? error.message : String(error)}`)
    return true
  }
  const page = pages[path]
  if (page !== undefined) {
    const nonce = randomBytes(16).toString('base64')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy(nonce), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    response.end(framePage(page, nonce))
    return true
  }
  const file = files.get(path)
  if (file === undefined) return false
  response.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' })
  response.end(file.text)
  return true
}
