import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { formatMessage, type BankSearchProps, type FormProps } from 'payloom'
import { FormField } from 'payloom/react'
import type { MethodValues } from 'payloom/methods'

/** How long typing pauses before the search goes out: each key does not ask the provider. */
export const searchDebounceMs = 250

/** The values the part keeps: how the account is given, and the account linked through the bank search. */
export const partValues = ['entry', 'financialConnectionsAccount', 'linkedBank', 'linkedLast4'] as const

/** `entry` of the achBankSearchResults element, which shows the search alone: no numbers to type there. */
export const searchOnly = 'search'

/** No account linked: the values that record one, emptied. */
export const unlinked = { financialConnectionsAccount: '', linkedBank: '', linkedLast4: '' } as const

/** What the list of banks says to screen readers (and under the input): searching, how many, none, or what went wrong. */
const statusOf = (search: BankSearchProps, t: FormProps<MethodValues>['t']): string => {
  switch (search.status) {
    case 'fetching': return t('bank_search_searching')
    case 'banks': return search.banks.length === 0 ? t('bank_search_none') : formatMessage(t('bank_search_results'), { count: search.banks.length })
    case 'selected': return formatMessage(t('bank_linking'), { bank: search.selected?.name ?? '' })
    case 'error': return t(search.error === 'link_failed' ? 'bank_link_failed' : 'bank_search_failed')
    case 'idle': return ''
  }
}

/**
 * "Search for your bank": a combobox over the banks the provider finds as the shopper types
 * (debounced), whose arrow keys move the hovered bank and Enter (or a click) picks it, which opens
 * the provider's authorisation page. The search's state is the payment element's; the text typed
 * is the input's own until it goes out.
 */
const BankSearchBox = ({ props, search }: { readonly props: FormProps<MethodValues>; readonly search: BankSearchProps }) => {
  const { t, idPrefix } = props
  const [text, setText] = useState(search.query)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const listId = `${idPrefix}-banks`
  const optionId = (index: number) => `${idPrefix}-bank-${index}`
  const open = (search.status === 'banks' || search.status === 'error') && search.banks.length > 0
  const send = (query: string): void => {
    clearTimeout(timer.current)
    search.search(query)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const count = search.banks.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!open) return
        event.preventDefault()
        search.hover(event.key === 'ArrowDown' ? (search.hovered + 1) % count : (search.hovered <= 0 ? count : search.hovered) - 1)
        return
      case 'Enter':
        // Enter picks the hovered bank; with none, it searches now rather than after the pause.
        event.preventDefault()
        if (open && search.hovered >= 0) search.select(search.banks[search.hovered]!.id)
        else send(text)
        return
      case 'Escape':
        if (open) search.reset()
    }
  }
  return (
    <FormField
      id={`${idPrefix}-financialConnectionsAccount`}
      name="financialConnectionsAccount"
      label={t('bank_search')}
      value={text}
      autoComplete="off"
      required
      {...(props.errorMessages.financialConnectionsAccount === undefined ? {} : { error: props.errorMessages.financialConnectionsAccount })}
      onInput={(value) => {
        setText(value)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => search.search(value), searchDebounceMs)
      }}
      onFocus={() => props.onFocus?.('financialConnectionsAccount')}
      onBlur={() => props.onBlur?.('financialConnectionsAccount')}
      combobox={{
        controls: open ? listId : undefined,
        activeDescendant: open && search.hovered >= 0 ? optionId(search.hovered) : undefined,
        onKeyDown,
        status: statusOf(search, t),
        popup: open ? (
          <ul id={listId} role="listbox" aria-label={t('bank_search')} className="p-Picker p-BankList">
            {search.banks.map((bank, index) => (
              <li
                key={bank.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === search.hovered}
                className={`p-PickerItem${index === search.hovered ? ' p-PickerItem--selected' : ''}`}
                onMouseEnter={() => search.hover(index)}
                // mousedown, not click: the input keeps focus, and its blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault()
                  search.select(bank.id)
                }}
              >
                {bank.name}
              </li>
            ))}
          </ul>
        ) : null,
      }}
    />
  )
}

/**
 * The account linked: its bank and last 4 digits, and "Use another account". It takes focus when
 * it replaces the search the shopper was in (focus would otherwise fall back to the page).
 */
const LinkedAccount = ({ props, link }: { readonly props: FormProps<MethodValues>; readonly link: (text: string, patch: Partial<MethodValues>) => ReactNode }) => {
  const { values, t, idPrefix } = props
  const group = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) group.current?.querySelector('button')?.focus()
  }, [])
  return (
    <div ref={group} className="p-LinkedAccountPart">
      <div className="p-Block p-LinkedAccount" role="group" aria-labelledby={`${idPrefix}-linked`}>
        <span id={`${idPrefix}-linked`} className="p-LinkedAccountLabel">{t('bank_linked')}</span>
        <span className="p-LinkedAccountName">{values.linkedBank}</span>
        <span className="p-LinkedAccountNumber">{formatMessage(t('account_number_ending'), { value: values.linkedLast4 ?? '' })}</span>
      </div>
      {link(t('bank_link_change'), unlinked)}
    </div>
  )
}

/**
 * The US bank account form's own part. By default the shopper searches for their bank and links
 * an account at the provider (instantly verified); "Enter bank details manually instead" shows the
 * routing and account number fields, which microdeposits verify later (not in the
 * achBankSearchResults element, which shows the search alone). A linked account shows as
 * its bank and last 4 digits, with "Use another account".
 */
export const BankAccountPart = (props: FormProps<MethodValues>) => {
  const { values, t, bankSearch, readOnly } = props

  const link = (text: string, patch: Partial<MethodValues>) => (
    <button type="button" className="p-Link" disabled={readOnly} onClick={() => props.onChange(patch)}>{text}</button>
  )
  if (values.entry === 'manual') {
    return (
      <>
        {bankSearch === undefined ? null : link(t('bank_search_instead'), { entry: '' })}
        <p className="p-MethodNotice">{t('microdeposits_notice')}</p>
      </>
    )
  }
  if (values.financialConnectionsAccount !== '' && values.financialConnectionsAccount !== undefined) return <LinkedAccount props={props} link={link} />
  return (
    <>
      {bankSearch === undefined ? null : <BankSearchBox props={props} search={bankSearch} />}
      {values.entry === searchOnly ? null : link(t('bank_manual_entry'), { entry: 'manual' })}
    </>
  )
}
