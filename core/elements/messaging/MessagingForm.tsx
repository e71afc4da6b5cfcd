import { useEffect, useRef } from 'react'
import type { LoadLogo } from '../../logos/logoData.ts'
import type { PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'
import { Logo } from '../../react/Logo.tsx'
import type { MessageLead, MessageLine } from './messagingText.ts'

/** What a messaging element's form shows: the message's lines (none: the element shows nothing), and its button. */
export type MessagingView = {
  readonly lines: ReadonlyArray<MessageLine>
  readonly learnMore: string
  readonly lead: MessageLead
  readonly dialogOpen: boolean
}

/**
 * The message and its "Learn more" button (the Afterpay element's ⓘ, named "Learn more"), which
 * opens the plans dialog. The logos stand beside the names the text already says, so they are not
 * read out; the button is described by the message, so a screen reader says what it is about.
 */
export const messagingForm = (plugins: ReadonlyArray<PaymentMethodPlugin>) => ({ view, send, elementId }: ElementFormProps) => {
  const { lines, learnMore, lead, dialogOpen } = view as unknown as MessagingView
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(dialogOpen)
  useEffect(() => {
    // The dialog closed: focus comes back to the button that opened it.
    if (wasOpen.current && !dialogOpen) button.current?.focus()
    wasOpen.current = dialogOpen
  }, [dialogOpen])
  if (lines.length === 0) return null
  // A plan's own brand (Clearpay) shows its logo, which the method's plugin brings.
  const logoOf = (method: MessageLine['methods'][number]): LoadLogo | undefined => {
    const plugin = plugins.find((candidate) => candidate.type === method.type)
    return (method.logo === undefined ? undefined : plugin?.brandLogos?.[method.logo]) ?? plugin?.loadLogo
  }
  const messageId = `${elementId}-message`
  return (
    <div className="p-Messaging" id={messageId}>
      {lines.map((line, index) => (
        <p key={line.text} className="p-MessagingLine">
          <span>{line.text}</span>
          <span className="p-MessagingLogos">
            {line.methods.map((method) => {
              const load = logoOf(method)
              return load === undefined ? null : <Logo key={method.type} load={load} label={null} />
            })}
          </span>
          {index === lines.length - 1 ? (
            <button
              ref={button}
              type="button"
              className={`p-Link p-MessagingInfo${lead === 'or' ? ' p-MessagingInfo--icon' : ''}`}
              aria-haspopup="dialog"
              aria-describedby={messageId}
              {...(lead === 'or' ? { 'aria-label': learnMore } : {})}
              onClick={() => send({ kind: 'action', elementId, action: 'learnMore' })}
            >
              {lead === 'or' ? <span aria-hidden="true">ⓘ</span> : learnMore}
            </button>
          ) : null}
        </p>
      ))}
    </div>
  )
}
