/**
 * The test wallet sheet page (core/services/testWalletSheetProtocol.ts): a provider-origin page,
 * at a fixed path, that stands in for an express wallet in test mode, in a modal dialog frame over
 * the merchant's page (frames/testWallet/). Its stylesheet is the forms' own (the default
 * appearance) with the sheet's rules.
 */
import { compileAppearance } from '../core/elements/appearance/compileAppearance.ts'
import { installStylesheet } from '../core/elements/appearance/installStylesheet.ts'
import { startTestWalletSheet } from './testWallet/sheetPage.tsx'
import { testSheetStyles } from './testWallet/styles.ts'

const scope = '.p-TestWallet'
// The page's CSP allows the stylesheet that carries this nonce, which the frame page's script tag has.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
installStylesheet(compileAppearance({}, { scope, elementRules: testSheetStyles }).css, { id: 'test-wallet-sheet', nonce })
startTestWalletSheet(document.getElementById('root')!, scope)
