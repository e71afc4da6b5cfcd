/**
 * `payloom/validation`: the SDK's rules as pure functions, the same in the browser and on a
 * merchant's server. Import only what you use; each group pulls in only its own tables.
 */
export * from './ValidationError.ts'
export * from './card/index.ts'
export * from './address/index.ts'
export * from './contact/index.ts'
export * from './options/index.ts'
