import type { Generator } from '../GeneratedFile.ts'
import { addressFormats } from './addressFormats.ts'
import { cardBrands } from './cardBrands.ts'
import { locales } from './locales.ts'
import { logos } from './logos.ts'
import { paymentMethods } from './paymentMethods.ts'
import { postalRules } from './postalRules.ts'
import { tables } from './tables.ts'

/** Every generator, run in this order by `npm run codegen`. */
export const generators: ReadonlyArray<Generator> = [addressFormats, postalRules, cardBrands, locales, tables, paymentMethods, logos]
