import { useEffect, useState } from 'react'
import type { LoadLogo } from '../../logos/logoData.ts'
import { Logo } from '../../react/Logo.tsx'
import type { ButtonFace } from './buttonFace.ts'

/**
 * A wallet's mark, named by the wallet's name; where it is a neutral icon of its family (no package
 * has the brand's mark), the name shows beside it instead, so the button still says whose it is.
 */
const WalletMark = ({ load, name }: { readonly load: LoadLogo; readonly name: string }) => {
  const [generic, setGeneric] = useState(false)
  useEffect(() => {
    let current = true
    load().then((logo) => current && setGeneric(logo.generic === true), () => current && setGeneric(true))
    return () => {
      current = false
    }
  }, [load])
  return generic
    ? <><Logo load={load} label={null} className="p-ExpressMark" />{' '}{name}</>
    : <Logo load={load} label={name} className="p-ExpressMark" />
}

/**
 * What a wallet's button shows: the merchant's call to action around the wallet's mark ("Buy with"
 * [mark]). Its accessible name comes from what it shows, the mark read by the wallet's name ("Buy
 * with Apple Pay"), so every word a sighted shopper reads is in the name (WCAG 2.5.3), in every
 * language's word order ("Mit [mark] kaufen"). Shared by the express checkout element and the
 * payment request button.
 */
export const ButtonFaceContent = ({ face, load }: { readonly face: ButtonFace; readonly load: LoadLogo | undefined }) => (
  <>
    {face.before === '' ? null : <>{face.before}{' '}</>}
    {load === undefined ? face.name : <WalletMark load={load} name={face.name} />}
    {face.after === '' ? null : <>{' '}{face.after}</>}
  </>
)
