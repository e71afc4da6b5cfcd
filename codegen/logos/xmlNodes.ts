/** An element of a parsed SVG document: its name, its attributes in source order, its children. */
export interface XmlElement {
  readonly name: string
  readonly attributes: ReadonlyArray<readonly [name: string, value: string]>
  readonly children: ReadonlyArray<XmlElement>
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Resolves the five XML entities and numeric references; any other entity is refused. */
const decode = (text: string, refuse: (why: string) => never): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) return refuse('a bare "&"')
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16))
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10))
    return entities[ref] ?? refuse(`the entity ${match}`)
  })

const name = /[A-Za-z_][\w.:-]*/y
const attribute = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y
const space = /\s*/y

/**
 * Parses the XML of one SVG file into elements. Deliberately small and strict: it knows tags,
 * attributes, comments and the `<?xml ?>` prolog, and refuses what an icon never needs and an
 * attacker might use (DOCTYPE and its entities, CDATA, processing instructions, text outside
 * `title`-like elements is kept as a flag so the caller can refuse it).
 */
export const parseXml = (source: string, refuse: (why: string) => never): XmlElement => {
  let at = 0
  const match = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at
    const found = pattern.exec(source)
    if (found !== null) at = pattern.lastIndex
    return found
  }
  const skipMisc = (): void => {
    for (;;) {
      match(space)
      if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at + 4)
        if (end < 0) refuse('an unclosed comment')
        at = end + 3
      } else if (source.startsWith('<?xml ', at) && at === source.search(/\S/)) {
        const end = source.indexOf('?>', at)
        if (end < 0) refuse('an unclosed XML declaration')
        at = end + 2
      } else return
    }
  }
  const element = (): XmlElement => {
    if (source.startsWith('<!DOCTYPE', at) || source.startsWith('<!doctype', at)) refuse('a DOCTYPE (entities could smuggle content in)')
    if (source.startsWith('<![CDATA[', at)) refuse('a CDATA section')
    if (source.startsWith('<?', at)) refuse('a processing instruction')
    if (source[at] !== '<') refuse(`text where an element was expected at offset ${at}`)
    at += 1
    const tag = match(name)?.[0] ?? refuse(`a malformed tag at offset ${at}`)
    const attributes: Array<readonly [string, string]> = []
    for (let found = match(attribute); found !== null; found = match(attribute)) {
      attributes.push([found[1]!, decode(found[2] ?? found[3] ?? '', refuse)])
    }
    match(space)
    if (source.startsWith('/>', at)) {
      at += 2
      return { name: tag, attributes, children: [] }
    }
    if (source[at] !== '>') refuse(`a malformed attribute in <${tag}> at offset ${at}`)
    at += 1
    const children: XmlElement[] = []
    let text = ''
    for (;;) {
      const next = source.indexOf('<', at)
      if (next < 0) refuse(`<${tag}> is not closed`)
      text += source.slice(at, next)
      at = next
      if (source.startsWith('<!--', at)) skipMisc()
      else if (source.startsWith(`</${tag}`, at)) {
        at += tag.length + 2
        match(space)
        if (source[at] !== '>') refuse(`a malformed closing tag </${tag}>`)
        at += 1
        break
      } else if (source.startsWith('</', at)) refuse(`a closing tag that does not match <${tag}>`)
      else children.push(element())
    }
    // Text is kept only as a marker child, so the sanitiser decides what text may stand where.
    const textChild = text.trim() === '' ? [] : [{ name: '#text', attributes: [['value', decode(text, refuse)] as const], children: [] }]
    return { name: tag, attributes, children: [...textChild, ...children] }
  }
  skipMisc()
  const root = element()
  skipMisc()
  if (at !== source.length) refuse('content after the root element')
  return root
}
