/**
 * The `payment_user_agent` of what payloom sends: payloom.js, then the element it came from and the
 * libraries registered with the instance (`payloom.js; card-element; shop-kit/2.1.0`). A module of
 * its own: the elements session needs it up front, the registration's checks (appInfo.ts) only when called.
 */
export const userAgentOf = (parts: ReadonlyArray<string> = []): string => ['payloom.js', ...parts].join('; ')

/** An element as the provider names it in a user agent: cardNumber is card-number-element. */
export const elementAgent = (elementType: string): string => `${elementType.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-element`
