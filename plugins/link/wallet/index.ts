/**
 * The wallet client's pure rules (wallet.md): its state and events, views, availability,
 * validation, errors and saved cards. No DOM, network or timers: the runtime of the link plugin
 * makes the calls and reports what happened.
 */
export * from './consumerObjects.ts'
export * from './errors.ts'
export * from './walletState.ts'
export * from './signIn.ts'
export * from './views.ts'
export * from './availability.ts'
export * from './validation.ts'
export * from './signUp.ts'
export * from './savedCards.ts'
