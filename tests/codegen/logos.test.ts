import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DataReader } from '../../codegen/GeneratedFile.ts'
import { logos as generateLogos, logosFrom } from '../../codegen/generators/logos.ts'
import { installedIconPackages, type IconPackages } from '../../codegen/logos/iconPackages.ts'
import { sanitizeSvg } from '../../codegen/logos/sanitizeSvg.ts'
import { render } from '../../codegen/main.ts'
import logos from '../../data/logos/logos.json' with { type: 'json' }

const root = resolve(import.meta.dirname, '../..')
const readData: DataReader = <T>(path: string): T => JSON.parse(readFileSync(join(root, 'data', path), 'utf8')) as T
const svg = (inside: string, attributes = 'viewBox="0 0 60 40"'): string => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inside}</svg>`
const sanitize = (source: string): string => sanitizeSvg(source, 'test.svg').body

describe('sanitising an icon package\'s SVG', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script><path d="M0 0h1v1z"/>'), 'the element <script>'],
    ['an onload handler', svg('<path d="M0 0h1v1z"/>', 'viewBox="0 0 60 40" onload="alert(1)"'), 'the event handler onload on <svg>'],
    ['an onclick on a shape', svg('<path onclick="steal()" d="M0 0h1v1z"/>'), 'the event handler onclick on <path>'],
    ['url() to another origin', svg('<path fill="url(https://evil.example/x.svg#p)" d="M0 0h1v1z"/>'), 'url(https://evil.example/x.svg#p) in fill'],
    ['url() to an id the file lacks', svg('<path fill="url(#nowhere)" d="M0 0h1v1z"/>'), 'fill names "#nowhere"'],
    ['an external href on <use>', svg('<use href="https://evil.example/sprite.svg#visa"/>'), 'only <use> may link'],
    ['an xlink:href javascript link', svg('<a xlink:href="javascript:alert(1)"><path d="M0 0h1v1z"/></a>'), 'only <use> may link'],
    ['a style element', svg('<style>path{fill:url(https://evil.example/)}</style><path d="M0 0h1v1z"/>'), 'the element <style>'],
    ['a style attribute setting more than paint', svg('<path style="background:url(https://evil.example/)" d="M0 0h1v1z"/>'), 'a style may only set paint and geometry'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<path d="M0 0h1v1z"/>')}`, 'a DOCTYPE'],
    ['foreign HTML', svg('<foreignObject><iframe src="https://evil.example/"/></foreignObject>'), 'the element <foreignObject>'],
    ['an image', svg('<image href="https://evil.example/track.png"/>'), 'only <use> may link'],
    ['text outside a title', svg('<path d="M0 0h1v1z"/>Buy now'), 'text outside <title>'],
  ])('refuses %s', (_, source, reason) => {
    expect(() => sanitizeSvg(source, 'evil.svg')).toThrow(`evil.svg: refused: `)
    expect(() => sanitizeSvg(source, 'evil.svg')).toThrow(reason)
  })

  it('drops titles, comments, classes and sizes, and keeps the shapes and their paint', () => {
    const body = sanitize(`<?xml version="1.0"?><!-- made by hand -->${svg('<title>Visa</title><path class="a" data-name="x" d="M0 0h1v1z" fill="#1A1F71" fill-rule="evenodd"/>', 'width="60" height="40" viewBox="0 0 60 40" class="icon"')}`)
    expect(body).toBe('<path d="M0 0h1v1z" fill="#1A1F71" fill-rule="evenodd"/>')
  })

  it('turns a paint-only style into attributes, the style winning as in the browser', () => {
    expect(sanitize(svg('<path fill="#000" style="fill:#91278c;stroke:none" d="M0 0h1v1z"/>'))).toBe('<path fill="#91278c" stroke="none" d="M0 0h1v1z"/>')
  })

  it('makes every id a placeholder that each use replaces, references included', () => {
    const body = sanitize(svg('<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="b"><path d="M0 0h9v9z"/></clipPath></defs><g clip-path="url(#b)"><path fill="url(#a)" d="M0 0h1v1z"/><use href="#a"/></g>'))
    expect(body).not.toMatch(/"a"|"b"|#a\)|#b\)/)
    expect(body).toContain('id="{uid}0"')
    expect(body).toContain('id="{uid}1"')
    expect(body).toContain('clip-path="url(#{uid}1)"')
    expect(body).toContain('fill="url(#{uid}0)"')
    expect(body).toContain('href="#{uid}0"')
  })

  it('keeps the root\'s inherited paint on a group, and widens every viewBox, centred, to 3:2', () => {
    expect(sanitizeSvg(svg('<path d="M0 0h1v1z"/>', 'viewBox="0 0 16 16" fill="currentColor"'), 'x')).toEqual({ viewBox: '-4 0 24 16', body: '<g fill="currentColor"><path d="M0 0h1v1z"/></g>' })
    expect(sanitizeSvg(svg('<path d="M0 0h1v1z"/>', 'viewBox="0 0 750 471"'), 'x').viewBox).toBe('0 -14.5 750 500')
    expect(sanitizeSvg(svg('<path d="M0 0h1v1z"/>', 'width="60" height="40"'), 'x').viewBox).toBe('0 0 60 40')
  })
})

/** The installed packages, except that `evil` gives the SVG a test hands it for one icon. */
const packagesWith = (icon: string, source: string): IconPackages => ({
  about: installedIconPackages.about,
  svg: (pkg, name) => (name === icon ? source : installedIconPackages.svg(pkg, name)),
})

describe('the logos generator', () => {
  it('stops codegen on a package icon it refuses, naming the package, the icon and the logo', () => {
    const generate = logosFrom(packagesWith('Ideal', svg('<path onload="alert(1)" d="M0 0h1v1z"/>')))
    expect(() => generate(readData, () => [])).toThrow('react-pay-icons Ideal (logo ideal): refused: the event handler onload on <path>')
  })

  it('stops when an installed package is not the version or licence the attribution names', () => {
    const upgraded: IconPackages = { ...installedIconPackages, about: (pkg) => ({ ...installedIconPackages.about(pkg), ...(pkg === 'simple-icons' ? { license: 'CC-BY-4.0' } : {}) }) }
    expect(() => logosFrom(upgraded)(readData, () => [])).toThrow('data/logos/logos.json: packages.simple-icons: says 16.37.0 (CC0-1.0) but 16.37.0 (CC-BY-4.0) is installed')
  })

  it('stops when a method type or a card brand has no logo', () => {
    /** The data, with one more entry under `key` of one file. */
    const readWith = (file: string, key: string, name: string, entry: object): DataReader => <T>(path: string): T => {
      const data = readData<Record<string, Record<string, unknown>>>(path)
      return (path === file ? { ...data, [key]: { ...data[key], [name]: entry } } : data) as T
    }
    expect(() => logosFrom(installedIconPackages)(readWith('payment-methods/methods.json', 'methods', 'swish', {}), () => [])).toThrow('the method type swish (data/payment-methods/methods.json) has no logo')
    expect(() => logosFrom(installedIconPackages)(readWith('card-brands.json', 'brands', 'mir', { logo: 'mir' }), () => [])).toThrow('the card brand mir names the logo mir, which is not listed')
  })

  it('gives every logo a package with a licence, in its module and in ATTRIBUTION.md', () => {
    const rendered = render([generateLogos])
    const attribution = readFileSync(join(root, 'data/logos/ATTRIBUTION.md'), 'utf8')
    const section = (pkg: string): string => attribution.split(/^## /m).find((part) => part.startsWith(`${pkg}\n`)) ?? ''
    const entries = Object.entries(logos.logos)
    expect(entries.length).toBeGreaterThan(40)
    for (const [id, entry] of entries) {
      const pkg = 'package' in entry ? entry.package : logos.generic[entry.generic as keyof typeof logos.generic].package
      const about = logos.packages[pkg as keyof typeof logos.packages]
      expect(about.license, id).toMatch(/^(MIT|MPL-2\.0|CC0-1\.0)$/)
      expect(rendered.get(`core/generated/logos/${id}.generated.ts`), id).toContain(`@license ${about.license}, Copyright (c) ${about.copyright}`)
      expect(section(pkg), `${id} in ATTRIBUTION.md`).toContain(`| \`${id}\` | ${entry.name} |`)
      expect(section(pkg)).toContain(`- version: ${about.version}\n- licence: ${about.license}`)
    }
  })
})
