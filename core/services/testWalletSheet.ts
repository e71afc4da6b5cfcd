import { makeOriginValidator } from '../controller/originValidator.ts'
import { formatMessage } from '../i18n/translate.ts'
import type { Locale } from '../generated/locales/index.generated.ts'
import { loadMethodStrings } from '../methods/methodStrings.ts'
import type { ExpressSheetHost, ExpressSheetRequest, ExpressSheetResult, ExpressSheetUpdate } from '../plugin/expressSheet.ts'
import type { WalletModalFrames } from '../plugin/walletInGroup.ts'
import { readFromSheet, sheetMessage, testWalletSheetName, testWalletSheetUrl, type FromSheet, type SheetPayment, type SheetWallet, type ToSheet } from './testWalletSheetProtocol.ts'

/**
 * How long the sheet page has to say hello and draw the first open. A frame kept from an earlier
 * open answers at once; a first one loads the page (a cold sandbox builds its frame scripts first).
 */
export const sheetAnswerTimeout = 10_000

/** Each sheet frame's open flow, by frame name: a new open of the frame ends the one before. */
const openFlows = new Map<string, () => void>()

/** What the sheet's Pay gave, as the wallet's flow resolves it; undefined for a card wallet's payment without a test token. */
export const sheetResultOf = (wallet: SheetWallet, payment: SheetPayment, request: ExpressSheetRequest): ExpressSheetResult | undefined => {
  const rate = payment.shippingRateId === undefined || payment.shippingRateId === null ? undefined : request.shippingRates?.find((known) => known.id === payment.shippingRateId)
  // The sheet returns only a test token's name: no card number ever reaches the merchant's code.
  if (wallet.pays === 'card' && !/^tok_\w+$/.test(payment.token ?? '')) return undefined
  const paymentMethodData = wallet.pays === 'card'
    ? { type: 'card', card: { token: payment.token! }, billing_details: payment.billingDetails }
    : { type: wallet.type, billing_details: payment.billingDetails }
  return {
    paymentMethodData,
    ...(payment.shippingAddress === undefined || payment.shippingAddress === null ? {} : { shippingAddress: payment.shippingAddress }),
    ...(rate === undefined ? {} : { shippingRate: rate }),
  }
}

/**
 * Opens the provider-origin test sheet for `wallet` in a modal dialog frame over the merchant's
 * page (core/services/testWalletSheetProtocol.ts): the shopper picks a test card, a contact and a
 * shipping address there, and the merchant's shipping events fire as with the real wallet.
 * Resolves with what the shopper gave, `{ closed: 'cancel' }` when they cancelled (Cancel,
 * Escape), or `{ closed: 'failed' }` when the page did not answer within `sheetAnswerTimeout`.
 * The dialog is hidden again once it ends; its frame stays, hidden, for the next open.
 */
export const openTestWalletSheet = (args: {
  readonly wallet: SheetWallet
  readonly request: ExpressSheetRequest
  readonly providerOrigin: string
  readonly modalFrames: WalletModalFrames
  readonly shippingAddressChanged: ExpressSheetHost['shippingAddressChanged']
  readonly shippingRateChanged: ExpressSheetHost['shippingRateChanged']
}): Promise<ExpressSheetResult> => new Promise((resolve) => {
  const { wallet, providerOrigin, modalFrames: frames } = args
  const name = testWalletSheetName(frames.controllerId, wallet.type)
  // In the controller frame (its window is named by the controller id) the sheet frame is a sibling; inline, this page's own child.
  const inController = window.name === frames.controllerId
  // Looking up a frame the page has not made yet throws across origins (the controller frame asks
  // the page for it by a message): until it is there, there is nobody to post to.
  const sheetWindow = (): Window | undefined => {
    try {
      return ((inController ? window.parent : window).frames as unknown as Readonly<Record<string, Window | undefined>>)[name]
    } catch {
      return undefined
    }
  }
  const openId = crypto.randomUUID()
  const validator = makeOriginValidator(name, [providerOrigin])
  /** The request as the sheet shows it now: the merchant's answers to changes replace it. */
  let request = args.request
  let shown = false
  let ended = false

  const send = (message: ToSheet): void => sheetWindow()?.postMessage(sheetMessage(name, message), providerOrigin)
  const open = (): void => send({ kind: 'open', openId, wallet, request })
  const end = (result: ExpressSheetResult): void => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    window.removeEventListener('message', onMessage)
    if (openFlows.get(name) === cancel) openFlows.delete(name)
    if (shown) frames.hide(name)
    resolve(result)
  }
  const cancel = (): void => end({ closed: 'cancel' })
  const answer = (seq: number, change: Promise<ExpressSheetUpdate>): void => {
    change.catch((error: unknown) => {
      console.warn('payloom: the merchant\'s shipping change handler failed; the test wallet sheet shows the change refused:', error)
      return { accepted: false } as const
    }).then((update) => {
      if (ended) return
      if (update.accepted) request = update.request
      send({ kind: 'update', openId, seq, update })
    })
  }
  const heard = (message: FromSheet): void => {
    if (message.kind === 'hello') return open()
    if (message.openId !== openId) return
    switch (message.kind) {
      case 'opened':
        clearTimeout(timer)
        if (shown) return
        shown = true
        return frames.show(name)
      case 'shippingAddress':
        return answer(message.seq, args.shippingAddressChanged(message.change))
      case 'shippingRate': {
        const rate = request.shippingRates?.find((known) => known.id === message.rateId)
        return rate === undefined ? answer(message.seq, Promise.resolve({ accepted: false })) : answer(message.seq, args.shippingRateChanged(rate))
      }
      case 'pay': {
        const result = sheetResultOf(wallet, message.payment, request)
        if (result === undefined) return void console.warn('payloom: the test wallet sheet sent a payment without a test card token; it is ignored.')
        return end(result)
      }
      case 'cancel':
        return cancel()
    }
  }
  const onMessage = (event: MessageEvent): void => {
    const message = readFromSheet(validator, event, sheetWindow())
    if (message !== undefined) heard(message)
  }
  const timer = setTimeout(() => {
    console.warn(`payloom: the test wallet sheet (${providerOrigin}) did not answer within ${sheetAnswerTimeout / 1000} s.`)
    end({ closed: 'failed' })
  }, sheetAnswerTimeout)

  openFlows.get(name)?.()
  openFlows.set(name, cancel)
  window.addEventListener('message', onMessage)
  const url = testWalletSheetUrl(providerOrigin, name, inController ? { kind: 'controller', controllerId: frames.controllerId } : { kind: 'page', origin: location.origin })
  void loadMethodStrings(args.request.locale as Locale).then((strings) => {
    if (ended) return
    frames.mount(name, url, formatMessage(strings.test_sheet_title, { wallet: wallet.name }))
    // A frame kept from an earlier open has said hello already: it hears this one at once.
    open()
  })
})
