import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFontSrc } from '../../../core/validation/options/index.ts'

const host = fc.domain()
const path = fc.string({ unit: fc.constantFrom(...'abc019-_/.'), minLength: 1, maxLength: 12 })
const quote = fc.constantFrom('', "'", '"')

const fontFile = fc.tuple(fc.constantFrom('https://', '//'), host, path, quote, fc.boolean())
  .map(([scheme, domain, file, q, withFormat]) => `url(${q}${scheme}${domain}/${file}${q})${withFormat ? " format('woff2')" : ''}`)
const dataFont = fc.base64String({ minLength: 4, maxLength: 40 }).map((data) => `url(data:font/woff2;base64,${data})`)
const localFont = fc.tuple(fc.constantFrom('Avenir', 'Helvetica Neue', 'Noto Sans JP'), quote).map(([name, q]) => `local(${q}${name}${q})`)
const source = fc.oneof(fontFile, dataFont, localFont)

describe('isFontSrc', () => {
  it('accepts every list of https, protocol-relative, data: and local sources', () => {
    fc.assert(fc.property(fc.array(source, { minLength: 1, maxLength: 4 }), (sources) => {
      expect(isFontSrc(sources.join(', '))).toBe(true)
    }))
  })

  it('rejects every other scheme', () => {
    fc.assert(fc.property(fc.constantFrom('http://', 'javascript:', 'ftp://', 'file:///', 'vbscript:', ''), host, path, (scheme, domain, file) => {
      expect(isFontSrc(`url(${scheme}${domain}/${file})`)).toBe(false)
    }))
  })

  it('rejects javascript: in any case, even where an allowed scheme makes it a host or a path', () => {
    const spelling = fc.constantFrom('javascript:', 'JavaScript:', 'JAVASCRIPT:')
    fc.assert(fc.property(fc.constantFrom('https://', '//'), spelling, fc.boolean(), host, (scheme, script, asHost, domain) => {
      const address = asHost ? `${scheme}${script}` : `${scheme}${domain}/${script}`
      expect(isFontSrc(`url(${address})`)).toBe(false)
    }))
    expect(isFontSrc('url(//javascript:)')).toBe(false)
  })

  it('accepts a url() only with an allowed scheme and nothing that could end it early', () => {
    const tokens = ['url(', 'URL(', 'local(', ')', "'", '"', 'https://', 'http://', '//', 'data:', 'javascript:', 'a', '.', '/',
      ' ', ',', ' format(', ';', '\\', '<', 'expression(']
    fc.assert(fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 12 }), (parts) => {
      const src = parts.join('')
      if (!isFontSrc(src)) return
      for (const match of src.matchAll(/url\(/gi)) {
        expect(src.slice(match.index + 4)).toMatch(/^['"]?(https:\/\/|\/\/|data:)/)
      }
      for (const token of ['\\', '<', 'javascript:', 'expression(']) expect(src).not.toContain(token)
    }), { numRuns: 3000 })
  })
})
