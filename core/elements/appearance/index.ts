export { compileAppearance } from './compileAppearance.ts'
export type { CompileOptions, CompiledAppearance } from './compileAppearance.ts'
export { installStylesheet } from './installStylesheet.ts'
export type { InstallOptions } from './installStylesheet.ts'
