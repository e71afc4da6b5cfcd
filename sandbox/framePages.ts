/**
 * The provider's frame pages (DESIGN.md "Hosting"): the controller frame and the element frame
 * that isolated hosting puts in a merchant's page, and their scripts (frames/), built once per
 * process on first request and served from memory. Each page runs under a strict policy: scripts
 * from this origin only, styles only with the page's nonce (the stylesheet the frame installs) or
 * the merchant's validated font stylesheets, calls only to this origin.
 */
import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { signInModalPath } from '../plugins/link/signInModal/protocol.ts'
import { testWalletSheetPath } from '../core/services/testWalletSheetProtocol.ts'
import { bundlePages, type BuiltFile } from './demo/bundleExample.ts'

/** The frame pages' scripts, built together (the bench builds the same set, so its chunks are the sandbox's). */
export const frameEntries = { controller: 'frames/controller.ts', element: 'frames/element.tsx', loginStorage: 'frames/loginStorage.ts', linkLogger: 'frames/linkLogger.ts', linkSignIn: 'frames/linkSignIn.tsx', testWalletSheet: 'frames/testWalletSheet.tsx', checkoutPage: 'frames/checkoutPage.tsx', invoicePage: 'frames/invoicePage.tsx' }
const publicPath = '/frames'

let bundles: Promise<ReadonlyMap<string, BuiltFile>> | undefined
// A failed build is not kept: the next request shows the error again, after a fix.
const frameBundles = (): Promise<ReadonlyMap<string, BuiltFile>> => {
  bundles ??= bundlePages(frameEntries, publicPath).catch((error: unknown) => {
    bundles = undefined
    throw error
  })
  return bundles
}

// frame-src: the controller frame keeps Link's login in the provider's login-storage frame.
const policy = (nonce: string): string =>
  `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}' https:; font-src 'self' data: https:; img-src 'self' data:; ` +
  "connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'"

/** The chunks an entry imports up front, which the page asks for at once rather than one import after another. */
const staticChunks = (entry: BuiltFile): ReadonlyArray<string> =>
  [...entry.text.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["'](\.\/chunks\/[^"']+)["']/g)].map((match) => `${publicPath}/${match[1]!.slice(2)}`)

// A frame fits its content and shows the merchant's page behind it; the checkout page is a page of its own, which scrolls.
const frameStyle = 'html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }'
const topPageStyle = 'html, body { margin: 0; padding: 0; }'

const framePage = (name: keyof typeof frameEntries, nonce: string, files: ReadonlyMap<string, BuiltFile>): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>payloom</title>
<style nonce="${nonce}">${name === 'checkoutPage' || name === 'invoicePage' ? topPageStyle : frameStyle}</style>
${staticChunks(files.get(`${publicPath}/${name}.js`)!).map((path) => `<link rel="modulepreload" href="${path}">`).join('\n')}
</head>
<body><div id="root"></div><script type="module" nonce="${nonce}" src="${publicPath}/${name}.js"></script></body>
</html>`

const pages: Readonly<Record<string, keyof typeof frameEntries>> = {
  [`${publicPath}/controller.html`]: 'controller',
  [`${publicPath}/element.html`]: 'element',
  // The Link wallet's hidden login-storage frame (plugins/link/session/loginFrameProtocol.ts).
  [`${publicPath}/login-storage.html`]: 'loginStorage',
  // The Link wallet's hidden logger frame (plugins/link/logger/loggerProtocol.ts).
  [`${publicPath}/link-logger.html`]: 'linkLogger',
  // Link's sign-in modal page, at its fixed path (plugins/link/signInModal/protocol.ts).
  [signInModalPath]: 'linkSignIn',
  // The test sheet that stands in for an express wallet in test mode (core/services/testWalletSheetProtocol.ts).
  [testWalletSheetPath]: 'testWalletSheet',
}

/** The hosted checkout page of a session (controller.md §2): `/c/pay/{session id}`, its parameters in the fragment. */
const checkoutPagePath = /^\/c\/pay\/[^/]+$/
/** An invoice's hosted page (sandbox/api/invoices.ts): `/i/{invoice id}`, the publishable key in the fragment. */
const invoicePagePath = /^\/i\/in_[A-Za-z0-9]+$/

/** Answers a GET under /frames/ or of a hosted checkout or invoice page, or returns false when the path is none of them. */
export const serveFramePage = async (path: string, response: ServerResponse): Promise<boolean> => {
  const hosted = checkoutPagePath.test(path) ? 'checkoutPage' : invoicePagePath.test(path) ? 'invoicePage' : undefined
  if (!path.startsWith(`${publicPath}/`) && hosted === undefined) return false
  let files: ReadonlyMap<string, BuiltFile>
  try {
    files = await frameBundles()
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`The frame scripts could not be built:\n\n${error instanceof Error ? error.message : String(error)}`)
    return true
  }
  const page = hosted ?? pages[path]
  if (page !== undefined) {
    const nonce = randomBytes(16).toString('base64')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy(nonce), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    response.end(framePage(page, nonce, files))
    return true
  }
  const file = files.get(path)
  if (file === undefined) return false
  // Chunk names carry their content's hash, so a browser keeps them; the entries it asks about.
  const cache = path.startsWith(`${publicPath}/chunks/`) ? 'public, max-age=31536000, immutable' : 'no-cache'
  response.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' })
  response.end(file.text)
  return true
}
