// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/poBox.generated.ts)
// Source: data/address/po-box-patterns.json
// Regenerate: npm run codegen
import type { PoBoxPatterns } from "../../validation/address/AddressFormatSpec.ts"

/** PO box keywords per country, and for every other country (payment-form.md §5). */
export const poBoxPatterns = {
  countries: {
    AE: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|ص\\.?\\s*ب\\.?(?=\\s*\\d)|صندوق\\s+بريد',
    AR: 'casilla\\s+de\\s+correos?',
    AT: 'postfach',
    AU: '(?:g\\.?\\s*)?p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|locked\\s+bag|private\\s+bag',
    BE: 'bo[iî]te\\s+postale|b\\.?\\s*p\\.?(?=\\s*\\d)|postbus',
    BR: 'caixa\\s+postal|cx\\.?\\s*postal|c\\.?\\s*p\\.?(?=\\s*\\d)',
    CA: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|case\\s+postale|c\\.?\\s*p\\.?(?=\\s*\\d)',
    CH: 'postfach|case\\s+postale|casella\\s+postale|c\\.?\\s*p\\.?(?=\\s*\\d)',
    CL: 'casilla(?:\\s+de\\s+correos?)?',
    CN: '邮政信箱|信箱',
    CO: 'apartado\\s+a[eé]reo|apartado\\s+postal',
    CZ: 'p\\.?\\s*o\\.?\\s*box|po[sš]tovn[ií]\\s+p[rř][ií]hr[aá]dka',
    DE: 'postfach|postf\\.(?=\\s*\\d)',
    DK: 'postboks|boks(?=\\s*\\d)',
    ES: 'apartado(?:\\s+de\\s+correos)?|apdo\\.?(?=\\s*\\d)',
    FI: 'postilokero|pl(?=\\s*\\d)|pb(?=\\s*\\d)',
    FR: 'bo[iî]te\\s+postale|b\\.?\\s*p\\.?(?=\\s*\\d)',
    GR: 'ταχυδρομικ[ηή]\\s+θυρ[ιί]δα|τ\\.?\\s*θ\\.?(?=\\s*\\d)',
    HK: '(?:g\\.?\\s*)?p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|郵政信箱',
    HU: 'postafi[oó]k|pf\\.?(?=\\s*\\d)',
    IT: 'casella\\s+postale|c\\.?\\s*p\\.?(?=\\s*\\d)',
    JP: '私書箱',
    KR: '사서함',
    LU: 'bo[iî]te\\s+postale|b\\.?\\s*p\\.?(?=\\s*\\d)|postfach',
    MX: 'apartado\\s+postal|a\\.?\\s*p\\.?(?=\\s*\\d)',
    NL: 'postbus',
    NO: 'postboks|pb\\.?(?=\\s*\\d)',
    NZ: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|private\\s+bag',
    PL: 'skrytka\\s+pocztowa|skr\\.?\\s*poczt\\.?',
    PT: 'apartado|caixa\\s+postal|cx\\.?\\s*postal',
    RU: 'абонентский\\s+ящик|а\\s*/\\s*я(?=\\s*\\d)',
    SA: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|ص\\.?\\s*ب\\.?(?=\\s*\\d)|صندوق\\s+بريد',
    SE: 'box(?=\\s*\\d)|postbox',
    TR: 'posta\\s+kutusu|p\\.?\\s*k\\.?(?=\\s*\\d)',
    TW: '郵政信箱|信箱',
    UA: 'абонентська\\s+скринька|а\\s*/\\s*с(?=\\s*\\d)',
    US: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|p\\.?\\s*o\\.?\\s*b\\.?(?=\\s*\\d)',
    ZA: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|posbus|private\\s+bag|privaatsak',
  },
  default: 'p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box',
} as const satisfies PoBoxPatterns
