// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (epsBanks.generated.ts)
// Source: data/banks/eps.json
// Regenerate: npm run codegen
export type EpsBank = 'arzte_und_apotheker_bank' | 'austrian_anadi_bank_ag' | 'bank_austria' | 'bankhaus_carl_spangler' | 'bankhaus_schelhammer_und_schattera_ag' | 'bawag_psk_ag' | 'bks_bank_ag' | 'brull_kallmus_bank_ag' | 'btv_vier_lander_bank' | 'capital_bank_grawe_gruppe_ag' | 'deutsche_bank_ag' | 'dolomitenbank' | 'easybank_ag' | 'erste_bank_und_sparkassen' | 'hypo_alpeadriabank_international_ag' | 'hypo_bank_burgenland_aktiengesellschaft' | 'hypo_noe_lb_fur_niederosterreich_u_wien' | 'hypo_oberosterreich_salzburg_steiermark' | 'hypo_tirol_bank_ag' | 'hypo_vorarlberg_bank_ag' | 'marchfelder_bank' | 'oberbank_ag' | 'raiffeisen_bankengruppe_osterreich' | 'schoellerbank_ag' | 'sparda_bank_wien' | 'volksbank_gruppe' | 'volkskreditbank_ag' | 'vr_bank_braunau'

/** The Austrian banks EPS lists, in display order. */
export const epsBanks = [
  {
    id: 'arzte_und_apotheker_bank',
    name: 'Ärzte- und Apothekerbank',
  },
  {
    id: 'austrian_anadi_bank_ag',
    name: 'Austrian Anadi Bank AG',
  },
  {
    id: 'bank_austria',
    name: 'Bank Austria',
  },
  {
    id: 'bankhaus_carl_spangler',
    name: 'Bankhaus Carl Spängler & Co.AG',
  },
  {
    id: 'bankhaus_schelhammer_und_schattera_ag',
    name: 'Bankhaus Schelhammer & Schattera AG',
  },
  {
    id: 'bawag_psk_ag',
    name: 'BAWAG P.S.K. AG',
  },
  {
    id: 'bks_bank_ag',
    name: 'BKS Bank AG',
  },
  {
    id: 'brull_kallmus_bank_ag',
    name: 'Brüll Kallmus Bank AG',
  },
  {
    id: 'btv_vier_lander_bank',
    name: 'BTV VIER LÄNDER BANK',
  },
  {
    id: 'capital_bank_grawe_gruppe_ag',
    name: 'Capital Bank Grawe Gruppe AG',
  },
  {
    id: 'deutsche_bank_ag',
    name: 'Deutsche Bank AG',
  },
  {
    id: 'dolomitenbank',
    name: 'Dolomitenbank',
  },
  {
    id: 'easybank_ag',
    name: 'Easybank AG',
  },
  {
    id: 'erste_bank_und_sparkassen',
    name: 'Erste Bank und Sparkassen',
  },
  {
    id: 'hypo_alpeadriabank_international_ag',
    name: 'Hypo Alpe-Adria-Bank International AG',
  },
  {
    id: 'hypo_bank_burgenland_aktiengesellschaft',
    name: 'HYPO-BANK BURGENLAND Aktiengesellschaft',
  },
  {
    id: 'hypo_noe_lb_fur_niederosterreich_u_wien',
    name: 'HYPO NOE LB für Niederösterreich u. Wien',
  },
  {
    id: 'hypo_oberosterreich_salzburg_steiermark',
    name: 'HYPO Oberösterreich, Salzburg, Steiermark',
  },
  {
    id: 'hypo_tirol_bank_ag',
    name: 'Hypo Tirol Bank AG',
  },
  {
    id: 'hypo_vorarlberg_bank_ag',
    name: 'Hypo Vorarlberg Bank AG',
  },
  {
    id: 'marchfelder_bank',
    name: 'Marchfelder Bank',
  },
  {
    id: 'oberbank_ag',
    name: 'Oberbank AG',
  },
  {
    id: 'raiffeisen_bankengruppe_osterreich',
    name: 'Raiffeisen Bankengruppe Österreich',
  },
  {
    id: 'schoellerbank_ag',
    name: 'Schoellerbank AG',
  },
  {
    id: 'sparda_bank_wien',
    name: 'Sparda-Bank Wien',
  },
  {
    id: 'volksbank_gruppe',
    name: 'Volksbank Gruppe',
  },
  {
    id: 'volkskreditbank_ag',
    name: 'Volkskreditbank AG',
  },
  {
    id: 'vr_bank_braunau',
    name: 'VR-Bank Braunau',
  },
] as const
