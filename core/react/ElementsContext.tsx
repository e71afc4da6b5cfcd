import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Payloom } from '../createPayloom.ts'
import type { ElementsOptions, PayloomElements } from '../elements/elementsApi.ts'

interface ElementsContextValue {
  readonly payloom: Payloom | null
  readonly elements: PayloomElements | null
}

const ElementsContext = createContext<ElementsContextValue | null>(null)

export interface ElementsProps {
  /** A payloom instance, or a promise of one (load it lazily), or null until you have it. */
  readonly payloom: Payloom | Promise<Payloom> | null
  readonly options: ElementsOptions
  readonly children?: ReactNode
}

/**
 * Creates one elements group for its children. Safe under server rendering (nothing is created
 * until the browser runs the effect) and StrictMode (the group is made once per instance).
 * Changes to `appearance`, `locale`, `amount` and `currency` update the group live.
 */
export const Elements = ({ payloom, options, children }: ElementsProps) => {
  const [value, setValue] = useState<ElementsContextValue>({ payloom: null, elements: null })
  useEffect(() => {
    let active = true
    Promise.resolve(payloom).then((instance) => {
      if (active && instance !== null && value.payloom !== instance) setValue({ payloom: instance, elements: instance.elements(options) })
    })
    return () => {
      active = false
    }
    // The group is made once per instance; later option changes go through update below.
  }, [payloom])
  const { appearance, locale, amount, currency } = options
  useEffect(() => {
    void value.elements?.update({ appearance, locale, amount, currency })
  }, [value.elements, appearance, locale, amount, currency])
  return <ElementsContext.Provider value={value}>{children}</ElementsContext.Provider>
}

const useElementsContext = (hook: string): ElementsContextValue => {
  const context = useContext(ElementsContext)
  if (context === null) throw new Error(`${hook}() must be used inside <Elements>.`)
  return context
}

/** The payloom instance of the surrounding `<Elements>`; null until it has loaded. */
export const usePayloom = (): Payloom | null => useElementsContext('usePayloom').payloom

/** The elements group of the surrounding `<Elements>`; null until it exists. */
export const useElements = (): PayloomElements | null => useElementsContext('useElements').elements
