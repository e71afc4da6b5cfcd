import { useEffect, useRef } from 'react'
import type { ChangeEvent, ElementType } from '../plugin/ElementDefinition.ts'
import type { ElementEvents, PayloomElement } from '../elements/elementsApi.ts'
import { useElements } from './ElementsContext.tsx'
import type { ExpressCancelEvent, ExpressClickEvent, ExpressConfirmEvent, ExpressShippingAddressChangeEvent, ExpressShippingRateChangeEvent } from '../elements/expressCheckout/expressEvents.ts'

/** Event props: `onChange` for 'change', `onLoadError` for 'loaderror'... */
export interface ElementProps<Options> {
  readonly options?: Options
  readonly id?: string
  readonly className?: string
  readonly onChange?: (event: ChangeEvent) => void
  readonly onReady?: (element: PayloomElement) => void
  readonly onFocus?: (event: ElementEvents['focus']) => void
  readonly onBlur?: (event: ElementEvents['blur']) => void
  readonly onEscape?: (event: ElementEvents['escape']) => void
  readonly onLoaderStart?: (event: ElementEvents['loaderstart']) => void
  readonly onLoadError?: (event: ElementEvents['loaderror']) => void
  readonly onClick?: (event: ExpressClickEvent) => void
  readonly onConfirm?: (event: ExpressConfirmEvent) => void
  readonly onCancel?: (event: ExpressCancelEvent) => void
  readonly onShippingAddressChange?: (event: ExpressShippingAddressChangeEvent) => void
  readonly onShippingRateChange?: (event: ExpressShippingRateChangeEvent) => void
}

const eventProps = {
  change: 'onChange', focus: 'onFocus', blur: 'onBlur', escape: 'onEscape', loaderstart: 'onLoaderStart',
  loaderror: 'onLoadError', click: 'onClick', confirm: 'onConfirm', cancel: 'onCancel',
  shippingaddresschange: 'onShippingAddressChange', shippingratechange: 'onShippingRateChange',
} as const

/**
 * A React component for one element type: creates the element in the surrounding group, mounts it
 * into its own div, forwards events to the latest props, updates options, destroys on unmount.
 * On the server it renders the empty div, which the browser fills.
 */
export const elementComponent = <Options,>(type: ElementType, displayName: string) => {
  const Component = (props: ElementProps<Options>) => {
    const elements = useElements()
    const container = useRef<HTMLDivElement>(null)
    const element = useRef<PayloomElement | null>(null)
    const latest = useRef(props)
    latest.current = props
    useEffect(() => {
      if (elements === null || container.current === null) return
      const created = elements.create(type, props.options ?? {})
      element.current = created
      // Only the events given a prop are listened to: an express checkout `click` or shipping
      // change nobody handles goes ahead by itself, which a listener that does nothing would stop.
      for (const [event, prop] of Object.entries(eventProps)) {
        if (props[prop] === undefined) continue
        created.on(event, (payload: unknown) => (latest.current[prop] as ((payload: unknown) => void) | undefined)?.(payload))
      }
      created.on('ready', () => latest.current.onReady?.(created))
      created.mount(container.current)
      return () => {
        created.destroy()
        element.current = null
      }
      // Created once per group; option changes go through update below.
    }, [elements])
    useEffect(() => {
      if (props.options !== undefined) element.current?.update(props.options)
    }, [props.options])
    return <div id={props.id} className={props.className} ref={container} />
  }
  Component.displayName = displayName
  return Component
}
