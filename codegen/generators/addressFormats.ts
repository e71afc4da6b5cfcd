import type { Generator } from '../GeneratedFile.ts'

export const addressFormats: Generator = () => []
