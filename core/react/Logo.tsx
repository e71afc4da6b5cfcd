import { useEffect, useState } from 'react'
import { logoIdPlaceholder, type LoadLogo, type LogoData } from '../logos/logoData.ts'

/** Logos already loaded, by loader: a logo shown again (the brand typed back) appears at once. */
const loaded = new Map<LoadLogo, LogoData>()

/**
 * Each Logo's own id prefix. Not `useId`: inline, every element is a React root of its own and
 * two roots hand out the same ids, so two card elements' Visa gradients would collide.
 */
let uses = 0

export interface LogoProps {
  /** The logo's loader: `cardBrandLogos.visa`, a plugin's `loadLogo`. */
  readonly load: LoadLogo
  /**
   * What a screen reader hears (`role="img"`), such as the brand's name; `null` when text beside
   * the logo already names it, so it is not read twice.
   */
  readonly label: string | null
  readonly className?: string
}

/**
 * A payment method's or card brand's logo, loaded on first show. It takes its box (1.5em by 1em
 * unless styled) from the start, so the form does not move when the logo arrives, and stays an
 * empty box if it cannot load: the name beside it still says what it is.
 */
export const Logo = ({ load, label, className }: LogoProps) => {
  const [logo, setLogo] = useState(() => loaded.get(load))
  const [prefix] = useState(() => `p-logo${(uses += 1)}-`)
  useEffect(() => {
    const known = loaded.get(load)
    if (known !== undefined) return setLogo(known)
    let current = true
    load().then((data) => {
      loaded.set(load, data)
      if (current) setLogo(data)
    }, () => undefined)
    return () => {
      current = false
    }
  }, [load])
  const naming = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label }
  return (
    <svg
      className={`p-Logo${className === undefined ? '' : ` ${className}`}`}
      viewBox={logo?.viewBox ?? '0 0 24 16'}
      focusable="false"
      {...naming}
      // Sanitised at codegen (codegen/logos/sanitizeSvg.ts): shapes and paint only, ids made this use's own.
      dangerouslySetInnerHTML={{ __html: logo?.body.replaceAll(logoIdPlaceholder, prefix) ?? '' }}
    />
  )
}
