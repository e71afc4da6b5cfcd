import { useEffect, useRef, useState, type ReactNode } from 'react'
import { formatMessage } from '../i18n/translate.ts'
import type { FormProps } from '../plugin/contract.ts'

/** A form's screens: the merchant's (`paymentScreens`), with the values they leave out on the last. */
export const screensOf = (given: ReadonlyArray<ReadonlyArray<string>> | undefined, names: ReadonlyArray<string>): ReadonlyArray<ReadonlyArray<string>> | undefined => {
  if (given === undefined) return undefined
  const placed = new Set(given.flat())
  const rest = names.filter((name) => !placed.has(name))
  return given.map((screen, index) => index === given.length - 1 ? [...screen, ...rest] : screen)
}

interface MethodScreensProps {
  readonly screens: ReadonlyArray<ReadonlyArray<string>>
  readonly form: FormProps<Record<string, string>>
  /** Whether a value's field shows now (a field may show only for some values). */
  readonly visible: (name: string) => boolean
  /** The fields of one screen; `last` adds what ends the form (the notice). */
  readonly render: (screen: ReadonlyArray<string>, last: boolean) => ReactNode
}

/**
 * A method's form one screen at a time (payment-form.md §3 `paymentScreens`): "Step 1 of 2",
 * announced as it changes, the screen's fields, then "Back" and "Next". Next shows the screen's
 * errors and stays on the first one, or moves on; either way the focus goes to a field, so a
 * keyboard shopper carries on typing. A confirm that finds an error on another screen shows it.
 */
export const MethodScreens = ({ screens, form, visible, render }: MethodScreensProps) => {
  const [index, setIndex] = useState(0)
  // The field to focus once the screen shown has rendered.
  const focusNext = useRef<string | undefined>(undefined)
  // The fields whose errors showed at the last render: a new one elsewhere moves the screen.
  const shownBefore = useRef<ReadonlySet<string>>(new Set())
  const screen = screens[index]!
  const last = index === screens.length - 1
  const focus = (name: string | undefined) => {
    if (name !== undefined) document.getElementById(`${form.idPrefix}-${name}`)?.focus()
  }
  const go = (to: number, field?: string) => {
    focusNext.current = field ?? screens[to]!.find(visible)
    setIndex(to)
  }
  useEffect(() => {
    const shown = new Set(Object.keys(form.errorMessages).filter((name) => form.errorMessages[name] !== undefined && visible(name)))
    const fresh = [...shown].filter((name) => !shownBefore.current.has(name))
    shownBefore.current = shown
    if (fresh.length === 0 || screen.some((name) => shown.has(name))) return
    const other = screens.findIndex((candidate) => candidate.some((name) => fresh.includes(name)))
    if (other !== -1) go(other, screens[other]!.find((name) => shown.has(name)))
  })
  useEffect(() => {
    focus(focusNext.current)
    focusNext.current = undefined
  }, [index])
  const next = () => {
    const names = screen.filter(visible)
    // Next asks the screen's errors to show as a submit would: each field counts as changed and left.
    form.onChange(Object.fromEntries(names.map((name) => [name, form.values[name] ?? ''])))
    for (const name of names) form.onBlur?.(name)
    const invalid = names.find((name) => form.errors[name] !== undefined)
    if (invalid === undefined) go(index + 1)
    else focus(invalid)
  }
  return (
    <>
      <p className="p-MethodScreenStep" aria-live="polite">{formatMessage(form.t('screen_step'), { step: index + 1, count: screens.length })}</p>
      {render(screen, last)}
      <div className="p-MethodScreenNav">
        {index > 0 && <button type="button" className="p-MethodScreenButton" onClick={() => go(index - 1)}>{form.t('screen_back')}</button>}
        {!last && <button type="button" className="p-MethodScreenButton p-MethodScreenButton--next" onClick={next}>{form.t('screen_next')}</button>}
      </div>
    </>
  )
}
