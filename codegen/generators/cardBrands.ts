import type { Generator } from '../GeneratedFile.ts'

export const cardBrands: Generator = () => []
