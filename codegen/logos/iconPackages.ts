import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(join(root, 'package.json'))

/** What codegen reads from an installed icon package. */
export interface IconPackages {
  /** The installed package's version and licence, as its package.json says. */
  readonly about: (pkg: string) => { readonly version: string; readonly license: string }
  /** One icon's SVG text, as the package ships it. */
  readonly svg: (pkg: string, icon: string) => string
}

const packageJson = (pkg: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as Record<string, unknown>

const file = (pkg: string, path: string): string => readFileSync(join(root, 'node_modules', pkg, path), 'utf8')

/** react-pay-icons ships each icon as a React component: rendering it gives the SVG it was built from. */
const rendered = (pkg: string, icon: string): string => {
  const component = (require(`${pkg}/${icon}`) as { default: ComponentType }).default
  return renderToStaticMarkup(createElement(component))
}

/** simple-icons draws each mark in black and gives the brand's colour in its data: the mark is painted in it. */
const brandColoured = (pkg: string, icon: string): string => {
  const data = JSON.parse(file(pkg, 'data/simple-icons.json')) as ReadonlyArray<{ readonly slug?: string; readonly hex: string }>
  const hex = data.find((entry) => entry.slug === icon)?.hex
  if (hex === undefined) throw new Error(`simple-icons has no colour for ${icon}`)
  return file(pkg, `icons/${icon}.svg`).replace('<svg ', `<svg fill="#${hex}" `)
}

/** Where each package keeps its SVGs. */
const readers: Readonly<Record<string, (pkg: string, icon: string) => string>> = {
  'payment-icons': (pkg, icon) => file(pkg, `min/flat/${icon}.svg`),
  'simple-icons': brandColoured,
  'bootstrap-icons': (pkg, icon) => file(pkg, `icons/${icon}.svg`),
  'react-pay-icons': rendered,
}

/** The icon packages installed in node_modules. */
export const installedIconPackages: IconPackages = {
  about: (pkg) => {
    const json = packageJson(pkg)
    return { version: String(json.version), license: String(json.license) }
  },
  svg: (pkg, icon) => {
    const read = readers[pkg]
    if (read === undefined) throw new Error(`codegen does not know where the package ${pkg} keeps its icons`)
    return read(pkg, icon)
  },
}
