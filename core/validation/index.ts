/**
 * `payloom/validation`: the SDK's rules as pure functions, the same in the browser and on a
 * merchant's server. Import only what you use; each group pulls in only its own tables. The
 * validators with an element counterpart (`validateAddress`, `validateEmail`, `validatePostalCode`)
 * take that element's options object and give its verdict; `validateAddress` checks phone numbers
 * as the address element does, so it alone brings the phone library along.
 */
export * from './ValidationError.ts'
export * from './card/index.ts'
export * from './address/index.ts'
export * from './contact/index.ts'
export * from './options/index.ts'
