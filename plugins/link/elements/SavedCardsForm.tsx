import { useEffect, useRef, type FormEvent } from 'react'
import type { ElementFormProps, Json } from 'payloom'
import { FormField, useViewFocus } from 'payloom/react'
import type { PasskeyOptions } from '../runtime/walletView.ts'
import { passkeyCeremony } from './passkeyCeremony.ts'
import { InstallmentPlans, type PlansView } from './InstallmentPlans.tsx'

/** One saved card as the list shows it. */
export interface SavedCardItem {
  readonly id: string
  /** "Visa •••• 4242" */
  readonly label: string
  readonly nickname: string | null
  readonly expires: string
  /** The "Default" badge, on the default card only. */
  readonly isDefault: string | null
  readonly picked: boolean
  /** Not the default: it can be made the default. */
  readonly canSetDefault: boolean
  /** Why it cannot pay until updated (expired, or declined: wallet.md §8); null: it can. */
  readonly problem: string | null
}

/** One field of a form here: a label, what is typed, its error. */
export interface CardFieldView {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly error: string | null
  readonly inputMode?: 'text' | 'numeric'
  readonly autoComplete?: string
}

/** The fields the picked card needs again before it pays (its CVC...), under it in the list. */
export interface RecollectView {
  readonly fields: ReadonlyArray<CardFieldView>
}

/** The form that adds a card to Link (wallet.md §2 add). */
export interface AddCardView {
  readonly kind: 'add'
  readonly title: string
  /** Number, expiry, CVC, postal code. */
  readonly fields: ReadonlyArray<CardFieldView>
  readonly country: { readonly label: string; readonly value: string; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }> }
  readonly expiryPlaceholder: string
  readonly error: string | null
}

/** The question before logging out (wallet.md §2 logout-confirmation). */
export interface LogOutView {
  readonly kind: 'logout'
  readonly title: string
  readonly question: string
  readonly error: null
}

export interface UpdateCardView {
  readonly kind: 'update'
  readonly title: string
  readonly expiry: { readonly label: string; readonly value: string; readonly placeholder: string; readonly error: string | null }
  readonly nickname: { readonly label: string; readonly value: string; readonly maxLength: number }
  readonly error: string | null
}

export interface RemoveCardView {
  readonly kind: 'remove'
  readonly title: string
  readonly question: string
  readonly error: string | null
}

/** The part's view while a signed-in consumer's saved cards show instead of the methods. */
export interface SavedView {
  readonly kind: 'saved'
  readonly legend: string
  readonly signedInAs: string
  readonly cards: ReadonlyArray<SavedCardItem>
  /** What the picked card needs again before it pays; null: nothing. */
  readonly recollect: RecollectView | null
  /** The picked card's installment plans, where the payment offers them; null: none. */
  readonly plans: PlansView | null
  /** A card's update form, the question before removing it, the add form or the logout question, in place of the list; null: the list. */
  readonly open: UpdateCardView | RemoveCardView | AddCardView | LogOutView | null
  /** A call to the wallet is under way: the buttons wait (they keep the focus: aria-disabled). */
  readonly busy: boolean
  /** The list's error: making a card the default failed. */
  readonly error: string | null
  readonly texts: { readonly update: string; readonly remove: string; readonly setDefault: string; readonly save: string; readonly cancel: string; readonly confirmRemove: string; readonly confirmLogOut: string }
  readonly addCard: string
  readonly payAnotherWay: string
  readonly logOut: string
  readonly passkey: { readonly label: string; readonly options: PasskeyOptions } | null
  readonly passkeyAdded: string | null
  /** Paying with the card picked is covered by Link's purchase protection: says so; null otherwise. */
  readonly protection: string | null
}

/** The add form's autocomplete tokens, so the browser can fill a card it knows. */
const addAutoComplete: Readonly<Record<string, string>> = { linkNewNumber: 'cc-number', linkNewExpiry: 'cc-exp', linkNewCvc: 'cc-csc', linkNewPostalCode: 'postal-code' }

const alert = (message: string | null) => (message === null ? null : <div className="p-Error" role="alert">{message}</div>)

/**
 * The saved cards (wallet.md §2 "saved"): a radio per card (brand, last 4, nickname, expiry, the
 * default's badge) with Update, Remove and Set as default beside it; a card's update form
 * (expiry, nickname) or the question before removing it (remove-saved-confirmation) in place of
 * the list; under the card picked, what it needs again before it pays (its CVC...); then add a
 * card (its form in place of the list), pay another way, a passkey, log out (after its question).
 */
export const SavedCardsForm = ({ view, send, elementId }: { readonly view: SavedView } & Pick<ElementFormProps, 'send' | 'elementId'>) => {
  const root = useRef<HTMLDivElement>(null)
  // While a call is under way the part ignores the card buttons; they say so (aria-disabled) and keep the focus.
  const action = (name: string, payload?: Json) => () => send({ kind: 'action', elementId, action: `link:${name}`, ...(payload === undefined ? {} : { payload }) })
  // Opening or closing a view, a card removed or a new default removes the button that did it: the
  // focus moves into what shows now (the first field, the question's Cancel, the card picked).
  useViewFocus(root, `${view.open?.kind ?? 'list'}|${view.cards.find((card) => card.isDefault !== null)?.id ?? ''}|${view.cards.length}`)
  const field = (name: string) => ({
    id: `${elementId}-${name}`,
    name,
    onInput: (value: string, source: 'typed' | 'paste' | 'autofill') => send({ kind: 'patch', elementId, patch: { [name]: value }, source }),
    onFocus: () => send({ kind: 'focus', elementId, field: name }),
    onBlur: () => send({ kind: 'blur', elementId, field: name }),
  })
  const { open, texts } = view
  // Save pressed on an add form with errors: the focus goes from Save to the first field in error (each error is announced as it shows).
  const addErrors = open?.kind === 'add' ? open.fields.filter((each) => each.error !== null).map((each) => each.name).join(' ') : ''
  useEffect(() => {
    const active = root.current?.ownerDocument.activeElement
    if (addErrors !== '' && active instanceof HTMLElement && active.dataset.field === 'linkCardSave') root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [addErrors])
  const save = (event: FormEvent) => {
    event.preventDefault()
    action('card:save')()
  }
  /** The update and add forms end alike. */
  const saveOrCancel = (
    <div className="p-LinkActions">
      <button type="submit" className="p-Action" data-field="linkCardSave" aria-disabled={view.busy}>{texts.save}</button>
      <button type="button" className="p-Action" aria-disabled={view.busy} onClick={action('card:cancel')}>{texts.cancel}</button>
    </div>
  )
  const input = (each: CardFieldView, extra: { readonly half?: boolean; readonly placeholder?: string } = {}) => (
    <FormField
      key={each.name} {...field(each.name)} label={each.label} value={each.value} required
      inputMode={each.inputMode ?? 'text'} {...(each.autoComplete === undefined ? {} : { autoComplete: each.autoComplete })}
      {...extra} {...(each.error === null ? {} : { error: each.error })}
    />
  )
  return (
    <div ref={root} className="p-LinkSaved" aria-busy={view.busy}>
      <p className="p-LinkText">{view.signedInAs}</p>
      <p className="p-LinkText" role="status">{view.passkeyAdded ?? ''}</p>
      {open?.kind === 'update' ? (
        <form className="p-LinkCardForm" aria-labelledby={`${elementId}-linkCardTitle`} onSubmit={save} noValidate>
          <p className="p-LinkTitle" id={`${elementId}-linkCardTitle`}>{open.title}</p>
          <FormField {...field('linkCardExpiry')} label={open.expiry.label} value={open.expiry.value} placeholder={open.expiry.placeholder} inputMode="numeric" autoComplete="cc-exp" maxLength={9} required half {...(open.expiry.error === null ? {} : { error: open.expiry.error })} />
          <FormField {...field('linkCardNickname')} label={open.nickname.label} value={open.nickname.value} autoComplete="off" maxLength={open.nickname.maxLength} half />
          {alert(open.error)}
          {saveOrCancel}
        </form>
      ) : open?.kind === 'add' ? (
        <form className="p-LinkCardForm" aria-labelledby={`${elementId}-linkCardTitle`} onSubmit={save} noValidate>
          <p className="p-LinkTitle" id={`${elementId}-linkCardTitle`}>{open.title}</p>
          {open.fields.map((each) => {
            const shown = input(
              { ...each, inputMode: each.name === 'linkNewPostalCode' ? 'text' : 'numeric', autoComplete: addAutoComplete[each.name] ?? 'off' },
              each.name === 'linkNewExpiry' ? { half: true, placeholder: open.expiryPlaceholder } : each.name === 'linkNewCvc' || each.name === 'linkNewPostalCode' ? { half: true } : {},
            )
            // The country before its postal code, as the card form has them.
            return each.name !== 'linkNewPostalCode' ? shown : [
              <FormField
                key="linkNewCountry" id={`${elementId}-linkNewCountry`} name="linkNewCountry" label={open.country.label} value={open.country.value} options={open.country.options}
                autoComplete="country" half onInput={(value) => action('card:country', value)()}
              />,
              shown,
            ]
          })}
          {alert(open.error)}
          {saveOrCancel}
        </form>
      ) : open?.kind === 'remove' || open?.kind === 'logout' ? (
        <div className="p-LinkCardForm" role="group" aria-labelledby={`${elementId}-linkCardTitle`}>
          <p className="p-LinkTitle" id={`${elementId}-linkCardTitle`}>{open.title}</p>
          <p className="p-LinkText">{open.question}</p>
          {alert(open.error)}
          <div className="p-LinkActions">
            {open.kind === 'remove'
              ? <button type="button" className="p-Action" data-field="linkCardRemove" aria-disabled={view.busy} onClick={action('card:remove')}>{texts.confirmRemove}</button>
              : <button type="button" className="p-Action" data-field="linkLogOut" onClick={action('card:logOut')}>{texts.confirmLogOut}</button>}
            <button type="button" className="p-Action" data-autofocus aria-disabled={view.busy} onClick={action('card:cancel')}>{texts.cancel}</button>
          </div>
        </div>
      ) : (
        <>
          <fieldset className="p-LinkCards" data-field="linkCard">
            <legend className="p-LinkTitle">{view.legend}</legend>
            {view.cards.map((card, index) => {
              // Each button is named by its text and then the card's ("Remove Visa •••• 4242"): its
              // name starts with what it shows, in every language.
              const id = `${elementId}-linkCard-${index}`
              const button = (name: string, text: string, onClick: () => void) => (
                <button type="button" id={`${id}-${name}`} className="p-PickerAction" aria-labelledby={`${id}-${name} ${id}-label`} aria-disabled={view.busy} onClick={onClick}>{text}</button>
              )
              return (
                <div key={card.id} className={`p-LinkCard${card.picked ? ' p-LinkCard--picked' : ''}`}>
                  <label className="p-LinkCardPick">
                    <input
                      type="radio" name={`${elementId}-linkCard`} value={card.id} checked={card.picked} onChange={action('selectCard', card.id)}
                      {...(card.problem === null ? {} : { 'aria-describedby': `${id}-problem` })}
                    />
                    <span className="p-LinkCardLabel" id={`${id}-label`}>{card.label}</span>
                    {card.nickname === null ? null : <span className="p-LinkCardNickname">{card.nickname}</span>}
                    <span className="p-LinkText">{card.expires}</span>
                    {card.isDefault === null ? null : <span className="p-LinkBadge">{card.isDefault}</span>}
                  </label>
                  {card.problem === null ? null : <p className="p-Error p-LinkCardProblem" id={`${id}-problem`}>{card.problem}</p>}
                  {card.picked && view.recollect !== null ? (
                    <div className="p-LinkRecollect">{view.recollect.fields.map((each) => input(each, { half: true }))}</div>
                  ) : null}
                  {card.picked && view.plans !== null ? <InstallmentPlans view={view.plans} send={send} elementId={elementId} /> : null}
                  <span className="p-LinkCardActions">
                    {/* A card that cannot pay (expired, declined) is fixed through its Update, where focus() leads. */}
                    {card.picked && card.problem !== null
                      ? <button type="button" id={`${id}-update`} data-field="linkCardFix" className="p-PickerAction" aria-labelledby={`${id}-update ${id}-label`} aria-disabled={view.busy} onClick={action('card:edit', card.id)}>{texts.update}</button>
                      : button('update', texts.update, action('card:edit', card.id))}
                    {button('remove', texts.remove, action('card:askRemove', card.id))}
                    {card.canSetDefault ? button('setDefault', texts.setDefault, action('card:setDefault', card.id)) : null}
                  </span>
                </div>
              )
            })}
          </fieldset>
          {view.protection === null ? null : <p className="p-LinkText">{view.protection}</p>}
          {alert(view.error)}
          <div className="p-LinkActions">
            <button type="button" className="p-Link" onClick={action('addCard')}>{view.addCard}</button>
            <button type="button" className="p-Link" onClick={action('payAnotherWay')}>{view.payAnotherWay}</button>
            {view.passkey === null ? null : <button type="button" className="p-Link" onClick={() => passkeyCeremony('add', view.passkey!.options, send, elementId)}>{view.passkey.label}</button>}
            <button type="button" className="p-Link" onClick={action('logOut')}>{view.logOut}</button>
          </div>
        </>
      )}
    </div>
  )
}
