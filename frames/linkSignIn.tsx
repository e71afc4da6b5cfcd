/**
 * Link's sign-in modal page (wallet.md §2): a provider-origin page at a fixed path, its controller
 * id in the URL hash, that the merchant's page keeps hidden beside the controller frame and shows
 * as a modal dialog when a Link consumer enters their code there (plugins/link/signInModal/).
 * Its stylesheet is the forms' own (the default appearance) with Link's rules.
 */
import { createRoot } from 'react-dom/client'
import { compileAppearance } from '../core/elements/appearance/compileAppearance.ts'
import { installStylesheet } from '../core/elements/appearance/installStylesheet.ts'
import { linkStyles } from '../plugins/link/elements/linkStyles.ts'
import { modalStyles, startSignInModalPage } from '../plugins/link/signInModal/modalPage.tsx'
import { controllerIdOfModalHash } from '../plugins/link/signInModal/protocol.ts'

const scope = '.p-LinkSignIn'
const controllerId = controllerIdOfModalHash(location.hash)
if (controllerId === undefined) {
  console.error('payloom: Link\'s sign-in modal page names no controller in its URL hash; it shows nothing.')
} else {
  // The page's CSP allows the stylesheet that carries this nonce, which the frame page's script tag has.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
  installStylesheet(compileAppearance({}, { scope, elementRules: [...linkStyles, ...modalStyles] }).css, { id: 'link-sign-in', nonce })
  startSignInModalPage(document.getElementById('root')!, controllerId, scope, createRoot)
}
