import { useEffect, useState } from 'react'
import type { ElementDefinition, ElementFormProps, ElementModel, ElementType } from '../plugin/ElementDefinition.ts'

/**
 * An element whose code loads when one is first mounted, for a plugin's element that most pages
 * offering the method never show (the Afterpay message): the plugin's own chunk then carries only
 * this. The group awaits `prepare`, which loads it, before it starts the model; the form loads it
 * itself, for an element frame, which has no group. `type` and `validateOptions` are here at once:
 * create() checks the options before anything loads.
 */
export const lazyElement = <State, Options>(
  type: ElementType,
  load: () => Promise<ElementDefinition<State, Options>>,
  validateOptions?: ElementDefinition['validateOptions'],
): ElementDefinition<State, Options> => {
  let loading: Promise<ElementDefinition<State, Options>> | undefined
  let loaded: ElementDefinition<State, Options> | undefined
  const get = (): Promise<ElementDefinition<State, Options>> => (loading ??= load().then((definition) => (loaded = definition)))
  // The group reads the model's members (some optional) only after `prepare`: each is the loaded one's.
  const model = new Proxy({} as ElementModel<State, Options>, { get: (_target, member) => loaded?.model[member as keyof ElementModel<State, Options>] })
  const Form = (props: ElementFormProps) => {
    const [definition, setDefinition] = useState(loaded)
    useEffect(() => {
      if (definition === undefined) get().then(setDefinition, (error: unknown) => console.error(`payloom: the ${type} element could not load:`, error))
    }, [definition])
    return definition === undefined ? null : <definition.Form {...props} />
  }
  return {
    type,
    model,
    Form,
    get styles() { return loaded?.styles },
    prepare: async (context) => {
      await (await get()).prepare?.(context)
    },
    ...(validateOptions === undefined ? {} : { validateOptions }),
  }
}
