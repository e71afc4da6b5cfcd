export { EmailErrorCode, normalizeEmail, sessionCacheKeyForEmail, validateEmail } from './email.ts'
export { PhoneErrorCode, defaultPhoneCountry, formatPhone, validatePhone } from './phone.ts'
