/**
 * The pieces the stylesheets are written with: custom properties, spacing in units, and the
 * declarations several rules share. Used by the base stylesheet and by the rules an element brings.
 */
import type { Declarations } from './cssText.ts'

export const v = (name: string): string => `var(--p-${name})`
export const spacing = (factor: number): string => `${v('spacingUnit')} * ${factor}`
export const unit = (factor: number): string => `calc(${spacing(factor)})`
export const border = `1px solid ${v('colorBorder')}`
export const ring = (color: string): string => `0 0 0 1px ${color}`
export const transition = 'background-color 0.15s ease, border-color 0.15s ease, box-shadow 0.15s ease, color 0.15s ease'

export const focusRing: Declarations = { outline: v('focusOutline'), boxShadow: v('focusBoxShadow') }

export const surface: Declarations = {
  backgroundColor: v('colorInputBackground'),
  border,
  borderRadius: v('borderRadius'),
  boxShadow: v('shadowInput'),
  transition,
}

export const button: Declarations = { margin: '0', fontFamily: 'inherit', textAlign: 'start', cursor: 'pointer' }

export const selected: Declarations = { borderColor: v('colorPrimary'), boxShadow: ring(v('colorPrimary')) }
