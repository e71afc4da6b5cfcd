import type { Generator } from '../GeneratedFile.ts'

export const locales: Generator = () => []
