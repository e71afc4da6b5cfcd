import { checkEmail } from '../../validation/contact/email.ts'
import type { LinkAuthenticationOptions } from '../../validation/options/linkAuthentication.ts'
import type { ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import { showsError } from '../forms/errorVisibility.ts'
import { blurField, focusField, initialFieldState, patchFields, type FieldState } from '../forms/fieldState.ts'
import { elementErrorOf, messageOf } from '../forms/messageOf.ts'
import { TextField, type TextFieldView } from '../forms/TextField.tsx'

type State = FieldState<{ email: string }>

// The rule `validateEmail` applies, told whether the browser autofilled the field.
const validation = (state: State) => checkEmail(state.values.email, state.autofilledFields.includes('email'))

/** The e-mail field of the Link authentication element (the wallet behind it comes later). */
const model: ElementModel<State, LinkAuthenticationOptions> = {
  init: (context) => initialFieldState({ email: context.options.defaultValues?.email ?? '' }),
  reduce: (state, message) => {
    switch (message.kind) {
      case 'patch': return typeof message.patch.email === 'string' ? patchFields(state, { email: message.patch.email }, message.source) : state
      case 'focus': return focusField(state, message.field)
      case 'blur': return blurField(state, message.field)
      default: return state
    }
  },
  view: (state, context) => {
    const { error } = validation(state)
    const field: TextFieldView = {
      name: 'email',
      label: context.t('contact.email_label'),
      value: state.values.email,
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      required: true,
      ...(error !== undefined && showsError(state, 'email', error.displayImmediately) ? { error: messageOf(context, 'contact', error) } : {}),
    }
    return { field: field as never }
  },
  change: (state, context) => {
    const { complete, error } = validation(state)
    return {
      elementType: 'linkAuthentication',
      empty: state.values.email.trim() === '',
      complete,
      ...(error === undefined ? {} : { error: elementErrorOf(context, 'contact', error) }),
      value: { email: state.values.email.trim() },
    }
  },
  submit: (state) => ({ ...state, submitted: true }),
  clear: () => initialFieldState({ email: '' }),
  firstField: () => 'email',
}

const Form = ({ view, send, elementId }: ElementFormProps) => (
  <div className="p-LinkAuthentication">
    <TextField field={(view as unknown as { field: TextFieldView }).field} elementId={elementId} send={send} />
  </div>
)

export const linkAuthenticationElement: ElementDefinition<State, LinkAuthenticationOptions> = { type: 'linkAuthentication', model, Form }
