import { useState, type FormEvent } from 'react'
import type { ToController } from 'payloom'
import { TextField, type TextFieldView } from 'payloom/methods'
import { validateEmail } from 'payloom/validation/contact'
import type { LinkMessages } from '../messages.ts'
import type { SavedLinkCard } from '../runtime/walletView.ts'

/**
 * What Link's sign-in modal shows in the express checkout flow besides the code entry: the e-mail
 * of the shopper's Link account while nobody is signed in, then the saved card to pay with.
 */

type Text = (key: keyof LinkMessages, params?: Readonly<Record<string, string | number>>) => string

/**
 * The e-mail of the shopper's Link account, looked up when they continue (Enter too); an address
 * that is not one says so under the field. `notFound`: the last one looked up has no Link account.
 */
export const EmailEntry = ({ t, elementId, notFound, lookUp }: {
  readonly t: Text
  readonly elementId: string
  readonly notFound: string | undefined
  readonly lookUp: (email: string) => void
}) => {
  const [email, setEmail] = useState(notFound ?? '')
  const [error, setError] = useState<string | undefined>(undefined)
  const field: TextFieldView = {
    name: 'email',
    label: t('email_label'),
    value: email,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    required: true,
    ...(error === undefined ? {} : { error }),
  }
  const send = (message: ToController): void => {
    if (message.kind !== 'patch' || typeof message.patch.email !== 'string') return
    setEmail(message.patch.email)
    setError(undefined)
  }
  const submit = (event: FormEvent): void => {
    event.preventDefault()
    if (validateEmail(email).complete) lookUp(email.trim())
    else setError(t('email_invalid'))
  }
  return (
    <form className="p-LinkVerification" noValidate onSubmit={submit}>
      <p className="p-LinkText">{t('email_prompt')}</p>
      <TextField field={field} elementId={elementId} send={send} />
      {notFound === undefined ? null : <p className="p-LinkText" role="status">{t('no_account', { email: notFound })}</p>}
      <button type="submit" className="p-LinkModalPrimary">{t('continue')}</button>
    </form>
  )
}

/** The signed-in consumer's saved cards as radio rows, the default picked first; "Use this card" ends the flow with the one picked. */
export const CardChooser = ({ t, elementId, email, cards, pick }: {
  readonly t: Text
  readonly elementId: string
  readonly email: string
  readonly cards: ReadonlyArray<SavedLinkCard>
  readonly pick: (id: string) => void
}) => {
  const [picked, setPicked] = useState(() => (cards.find((card) => card.isDefault) ?? cards[0])?.id)
  if (cards.length === 0) return <p className="p-LinkText" role="status">{t('no_saved_cards')}</p>
  const submit = (event: FormEvent): void => {
    event.preventDefault()
    if (picked !== undefined) pick(picked)
  }
  return (
    <form className="p-LinkSaved" onSubmit={submit}>
      <p className="p-LinkText">{t('signed_in_as', { email })}</p>
      <fieldset className="p-LinkCards">
        <legend className="p-LinkTitle">{t('saved_cards')}</legend>
        {cards.map((card) => (
          <div key={card.id} className={`p-LinkCard${card.id === picked ? ' p-LinkCard--picked' : ''}`}>
            <label className="p-LinkCardPick">
              {/* The card picked takes the focus as the cards show (the code field it replaces had it): arrows move the pick. */}
              <input type="radio" name={`${elementId}-card`} value={card.id} checked={card.id === picked} onChange={() => setPicked(card.id)} autoFocus={card.id === picked} />
              <span className="p-LinkCardLabel">{t('card_line', { brand: card.brand, last4: card.last4 })}</span>
              {card.nickname === null ? null : <span className="p-LinkCardNickname">{card.nickname}</span>}
              <span className="p-LinkText">{t('card_expires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear % 100).padStart(2, '0') })}</span>
              {card.isDefault ? <span className="p-LinkBadge">{t('card_default')}</span> : null}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="p-LinkModalPrimary">{t('use_card')}</button>
    </form>
  )
}
