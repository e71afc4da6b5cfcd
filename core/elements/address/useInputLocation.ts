import { useCallback, useEffect, useRef } from 'react'
import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'

/**
 * Tells the address model where a field's input is in its document (`autocompleteInputLocation`)
 * while `active` (the shopper is on it): when it takes focus, and whenever the document resizes or scrolls. In isolated
 * hosting that is where the autocompleteSuggestions frame goes, under the input, over the page: the
 * merchant's page adds the address frame's own place. Returns the report to make on focus, or
 * undefined while inactive; a location already sent is not sent again.
 */
export const useInputLocation = (active: boolean, elementId: string, field: string, send: ElementFormProps['send']): (() => void) | undefined => {
  const sent = useRef('')
  const report = useCallback(() => {
    const input = document.getElementById(`${elementId}-${field}`)
    if (input === null) return
    const { top, left, width, height } = input.getBoundingClientRect()
    const location = { top, left, width, height }
    const key = JSON.stringify(location)
    if (key === sent.current) return
    sent.current = key
    send({ kind: 'action', elementId, action: 'autocompleteInputLocation', payload: { location } })
  }, [elementId, field, send])
  useEffect(() => {
    if (!active) return
    report()
    // The fields above it can grow or go (an error line, the whole form shown): the body resizes.
    const observer = new ResizeObserver(report)
    observer.observe(document.body)
    window.addEventListener('resize', report)
    window.addEventListener('scroll', report, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', report)
      window.removeEventListener('scroll', report, { capture: true })
    }
  }, [active, report])
  return active ? report : undefined
}
