import { contrastRatio, type Rgba } from '../../validation/options/color.ts'

/** `a` blended into `b`: `weight` 1 gives `a`, 0 gives `b`. */
export const mix = (a: Rgba, b: Rgba, weight: number): Rgba => {
  const blend = (x: number, y: number): number => x * weight + y * (1 - weight)
  return {
    red: blend(a.red, b.red),
    green: blend(a.green, b.green),
    blue: blend(a.blue, b.blue),
    alpha: blend(a.alpha, b.alpha),
  }
}

/** The color with its opacity scaled by `alpha`. */
export const fade = (color: Rgba, alpha: number): Rgba => ({ ...color, alpha: color.alpha * alpha })

const hex = (channel: number): string => Math.round(channel).toString(16).padStart(2, '0')

/** CSS text for a color: `#rrggbb` when opaque, `rgba()` otherwise. */
export const cssColor = (color: Rgba): string => {
  const { red, green, blue, alpha } = color
  if (alpha >= 1) return `#${hex(red)}${hex(green)}${hex(blue)}`
  const channels = [red, green, blue].map(Math.round).join(', ')
  return `rgba(${channels}, ${Math.round(alpha * 1000) / 1000})`
}

const white: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 }
const ink: Rgba = { red: 26, green: 27, blue: 37, alpha: 1 }

/** White or near-black, whichever reads better on `background` (a check mark on the primary color). */
export const readableOn = (background: Rgba): Rgba => {
  const on = cssColor({ ...background, alpha: 1 })
  return (contrastRatio(on, cssColor(white)) ?? 0) >= (contrastRatio(on, cssColor(ink)) ?? 0) ? white : ink
}
