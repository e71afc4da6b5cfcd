// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (fpxBanks.generated.ts)
// Source: data/banks/fpx.json
// Regenerate: npm run codegen
export type FpxBank = 'maybank2u' | 'cimb' | 'public_bank' | 'rhb' | 'hong_leong_bank' | 'ambank' | 'affin_bank' | 'alliance_bank' | 'bank_islam' | 'bank_muamalat' | 'bank_rakyat' | 'bsn' | 'hsbc' | 'kfh' | 'maybank2e' | 'ocbc' | 'standard_chartered' | 'uob' | 'agrobank' | 'bank_of_china' | 'bnp_paribas' | 'citibank' | 'deutsche_bank' | 'mbsb_bank' | 'pb_enterprise'

/** The Malaysian banks FPX lists, in display order. */
export const fpxBanks = [
  {
    id: 'maybank2u',
    name: 'Maybank2U',
  },
  {
    id: 'cimb',
    name: 'CIMB Clicks',
  },
  {
    id: 'public_bank',
    name: 'Public Bank',
  },
  {
    id: 'rhb',
    name: 'RHB Bank',
  },
  {
    id: 'hong_leong_bank',
    name: 'Hong Leong Bank',
  },
  {
    id: 'ambank',
    name: 'AmBank',
  },
  {
    id: 'affin_bank',
    name: 'Affin Bank',
  },
  {
    id: 'alliance_bank',
    name: 'Alliance Bank',
  },
  {
    id: 'bank_islam',
    name: 'Bank Islam',
  },
  {
    id: 'bank_muamalat',
    name: 'Bank Muamalat',
  },
  {
    id: 'bank_rakyat',
    name: 'Bank Rakyat',
  },
  {
    id: 'bsn',
    name: 'BSN',
  },
  {
    id: 'hsbc',
    name: 'HSBC Bank',
  },
  {
    id: 'kfh',
    name: 'KFH',
  },
  {
    id: 'maybank2e',
    name: 'Maybank2E',
  },
  {
    id: 'ocbc',
    name: 'OCBC Bank',
  },
  {
    id: 'standard_chartered',
    name: 'Standard Chartered',
  },
  {
    id: 'uob',
    name: 'UOB',
  },
  {
    id: 'agrobank',
    name: 'AGRONet',
  },
  {
    id: 'bank_of_china',
    name: 'Bank of China',
  },
  {
    id: 'bnp_paribas',
    name: 'BNP Paribas',
  },
  {
    id: 'citibank',
    name: 'Citibank',
  },
  {
    id: 'deutsche_bank',
    name: 'Deutsche Bank',
  },
  {
    id: 'mbsb_bank',
    name: 'MBSB Bank',
  },
  {
    id: 'pb_enterprise',
    name: 'PB Enterprise',
  },
] as const
