import type { Generator } from '../GeneratedFile.ts'

export const tables: Generator = () => []
