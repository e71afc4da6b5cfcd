import { getCountrySpecifications } from 'ibantools'

/**
 * The countries whose IBANs SEPA Direct Debit takes by default: those ibantools marks `SEPA` in
 * its country specifications (ibantools 4.5, after the EPC's list of SEPA scheme countries).
 * Places the EPC lists that bank with another country's IBANs (Jersey, Guernsey and the Isle of
 * Man with GB; the French overseas departments mostly with FR) are covered by those; ibantools
 * does not mark the overseas codes themselves (GF, GP, RE, ...) nor the newest members (AL, MD,
 * ME, MK): a merchant who takes them passes `allowedCountries`.
 */
export const sepaCountries: ReadonlyArray<string> = /* @__PURE__ */ Object.freeze(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.SEPA)
    .map(([country]) => country)
    .sort(),
)
