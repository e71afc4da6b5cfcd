/**
 * `payloom/react`: the React bindings (`<Elements>`, `<PaymentElement>`, hooks). They arrive with
 * the elements; the entry exists now so the package's export map is stable from the first release.
 */
export {}
