// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (p24Banks.generated.ts)
// Source: data/banks/p24.json
// Regenerate: npm run codegen
export type P24Bank = 'alior_bank' | 'bank_millennium' | 'bank_nowy_bfg_sa' | 'bank_pekao_sa' | 'banki_spbdzielcze' | 'blik' | 'bnp_paribas' | 'boz' | 'citi_handlowy' | 'credit_agricole' | 'envelobank' | 'etransfer_pocztowy24' | 'getin_bank' | 'ideabank' | 'ing' | 'inteligo' | 'mbank_mtransfer' | 'nest_przelew' | 'noble_pay' | 'pbac_z_ipko' | 'plus_bank' | 'santander_przelew24' | 'tmobile_usbugi_bankowe' | 'toyota_bank' | 'velobank' | 'volkswagen_bank'

/** The Polish banks Przelewy24 lists, in display order. */
export const p24Banks = [
  {
    id: 'alior_bank',
    name: 'Alior Bank',
  },
  {
    id: 'bank_millennium',
    name: 'Bank Millenium',
  },
  {
    id: 'bank_nowy_bfg_sa',
    name: 'Bank Nowy BFG S.A.',
  },
  {
    id: 'bank_pekao_sa',
    name: 'Bank PEKAO S.A',
  },
  {
    id: 'banki_spbdzielcze',
    name: 'Bank spółdzielczy',
  },
  {
    id: 'blik',
    name: 'BLIK',
  },
  {
    id: 'bnp_paribas',
    name: 'BNP Paribas',
  },
  {
    id: 'boz',
    name: 'BOZ',
  },
  {
    id: 'citi_handlowy',
    name: 'CitiHandlowy',
  },
  {
    id: 'credit_agricole',
    name: 'Credit Agricole',
  },
  {
    id: 'envelobank',
    name: 'Envelobank',
  },
  {
    id: 'etransfer_pocztowy24',
    name: 'e-Transfer Pocztowy24',
  },
  {
    id: 'getin_bank',
    name: 'Getin Bank',
  },
  {
    id: 'ideabank',
    name: 'IdeaBank',
  },
  {
    id: 'ing',
    name: 'ING',
  },
  {
    id: 'inteligo',
    name: 'inteligo',
  },
  {
    id: 'mbank_mtransfer',
    name: 'mBank',
  },
  {
    id: 'nest_przelew',
    name: 'Nest Przelew',
  },
  {
    id: 'noble_pay',
    name: 'Noble Pay',
  },
  {
    id: 'pbac_z_ipko',
    name: 'PBac z iPKO (PKO BP)',
  },
  {
    id: 'plus_bank',
    name: 'Plus Bank',
  },
  {
    id: 'santander_przelew24',
    name: 'Santander',
  },
  {
    id: 'tmobile_usbugi_bankowe',
    name: 'T-Mobile Usługi Bankowe',
  },
  {
    id: 'toyota_bank',
    name: 'Toyota Bank',
  },
  {
    id: 'velobank',
    name: 'VeloBank',
  },
  {
    id: 'volkswagen_bank',
    name: 'Volkswagen Bank',
  },
] as const
