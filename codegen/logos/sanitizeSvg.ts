import { logoIdPlaceholder } from '../../core/logos/logoData.ts'
import { parseXml, type XmlElement } from './xmlNodes.ts'

/** A logo's SVG made safe to put in any page: its content markup and its 3:2 viewBox. */
export interface SanitizedSvg {
  readonly viewBox: string
  readonly body: string
}

/** Shapes, groups and paint servers: all an icon needs to draw itself. */
const shapes = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'use'])
/** Documentation an icon carries: dropped (the logo gets its accessible name from our data). */
const dropped = new Set(['title', 'desc', 'metadata'])
/** Geometry and paint. Any other attribute (class, data-*, xmlns, sizes) is dropped; `on*` is refused, `style` kept only when it sets these. */
const kept = new Set([
  'd', 'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'fx', 'fy', 'x1', 'y1', 'x2', 'y2', 'points', 'offset', 'transform',
  'fill', 'fill-rule', 'fill-opacity', 'clip-rule', 'clip-path', 'mask', 'opacity', 'color',
  'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset',
  'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'maskUnits', 'maskContentUnits', 'clipPathUnits',
])
/** The root's paint, which its children inherit: it moves onto a group around them. */
const inherited = new Set(['fill', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'color'])

const aspect = 3 / 2
const round = (n: number): number => Math.round(n * 1000) / 1000

/** Widens the viewBox, centred, to 3:2, so every logo fills the same box at the same height. */
const toAspect = ([x, y, width, height]: readonly [number, number, number, number]): string => {
  const box = width / height > aspect
    ? [x, y - (width / aspect - height) / 2, width, width / aspect]
    : [x - (height * aspect - width) / 2, y, height * aspect, height]
  return box.map(round).join(' ')
}

const viewBoxOf = (root: XmlElement, refuse: (why: string) => never): readonly [number, number, number, number] => {
  const attribute = (key: string) => root.attributes.find(([k]) => k === key)?.[1]
  const numbers = (attribute('viewBox') ?? `0 0 ${attribute('width') ?? ''} ${attribute('height') ?? ''}`).trim().split(/[\s,]+/).map(Number)
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)) || numbers[2]! <= 0 || numbers[3]! <= 0) refuse('no usable viewBox (or width and height)')
  return numbers as unknown as readonly [number, number, number, number]
}

const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const collectIds = (element: XmlElement, ids: Map<string, string>): void => {
  const id = element.attributes.find(([k]) => k === 'id')?.[1]
  if (id !== undefined) ids.set(id, `${logoIdPlaceholder}${ids.size}`)
  for (const child of element.children) collectIds(child, ids)
}

/**
 * Turns an icon package's SVG into markup that is safe in a payment page and unique per use, or
 * throws saying what it refused. Refused (codegen stops, a person looks): script, styles, event
 * handlers, foreign content, links and any reference outside the file: an `href` or `url()` must
 * name an id defined in the same SVG. Cleaned: titles, comments, classes and other attributes
 * that draw nothing. Every id becomes `logoIdPlaceholder` + n, references included.
 */
export const sanitizeSvg = (source: string, what: string): SanitizedSvg => {
  const refuse = (why: string): never => {
    throw new Error(`${what}: refused: ${why}`)
  }
  const root = parseXml(source, refuse)
  if (root.name !== 'svg') refuse(`the root element is <${root.name}>, not <svg>`)
  const ids = new Map<string, string>()
  collectIds(root, ids)
  const local = (reference: string, attribute: string): string =>
    ids.get(reference) ?? refuse(`${attribute} names "#${reference}", which no element of this SVG defines`)

  const cleanValue = (key: string, value: string): string => {
    if (/[{}]/.test(value)) refuse(`braces in ${key}`)
    if (/javascript:|data:|expression\(/i.test(value)) refuse(`a script or data URL in ${key}`)
    return value.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (_, _quote: string, target: string) => {
      if (!target.startsWith('#')) refuse(`url(${target}) in ${key}: only references to the SVG's own ids are kept`)
      return `url(#${local(target.slice(1), key)})`
    })
  }

  /** A style attribute's declarations as attributes: only paint and geometry, like any attribute. */
  const styleDeclarations = (style: string, element: string): ReadonlyArray<readonly [string, string]> =>
    style.split(';').filter((declaration) => declaration.trim() !== '').map((declaration) => {
      const colon = declaration.indexOf(':')
      const property = declaration.slice(0, colon).trim()
      if (colon < 0 || !kept.has(property)) refuse(`the style "${declaration.trim()}" on <${element}>: a style may only set paint and geometry`)
      return [property, declaration.slice(colon + 1).trim()] as const
    })

  const attributesOf = (element: XmlElement, names: ReadonlySet<string>): string => {
    const out = new Map<string, string>()
    for (const [key, value] of element.attributes) {
      if (/^on/i.test(key)) refuse(`the event handler ${key} on <${element.name}>`)
      if (key === 'href' || key === 'xlink:href') {
        if (element.name !== 'use' || !value.startsWith('#')) refuse(`${key}="${value}" on <${element.name}>: only <use> may link, and only to the SVG's own ids`)
        out.set('href', `#${local(value.slice(1), key)}`)
      } else if (key === 'id') out.set('id', ids.get(value)!)
      else if (key === 'style') {
        // A style outranks the attributes it repeats, as it does in the browser.
        for (const [property, declared] of styleDeclarations(value, element.name)) if (names.has(property)) out.set(property, cleanValue(property, declared))
      } else if (names.has(key) && !out.has(key)) out.set(key, cleanValue(key, value))
    }
    return [...out].map(([key, value]) => ` ${key}="${escape(value)}"`).join('')
  }

  const serialize = (element: XmlElement): string => {
    if (dropped.has(element.name)) return ''
    if (element.name === '#text') refuse('text outside <title> or <desc>')
    // Attributes first: a link or a handler is named as such, whatever element carries it.
    const attributes = attributesOf(element, kept)
    if (!shapes.has(element.name)) refuse(`the element <${element.name}>`)
    const inside = element.children.map(serialize).join('')
    return `<${element.name}${attributes}${inside === '' ? '/>' : `>${inside}</${element.name}>`}`
  }

  // The root's own attributes are checked like any other's; its inherited paint wraps the content.
  attributesOf({ ...root, name: 'svg' }, new Set())
  const paint = attributesOf({ ...root, attributes: root.attributes.filter(([k]) => inherited.has(k)) }, inherited)
  const content = root.children.map(serialize).join('')
  if (content === '') refuse('nothing to draw')
  return { viewBox: toAspect(viewBoxOf(root, refuse)), body: paint === '' ? content : `<g${paint}>${content}</g>` }
}
