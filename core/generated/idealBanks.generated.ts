// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (idealBanks.generated.ts)
// Source: data/banks/ideal.json
// Regenerate: npm run codegen
export type IdealBank = 'abn_amro' | 'asn_bank' | 'bunq' | 'ing' | 'knab' | 'n26' | 'nn' | 'rabobank' | 'regiobank' | 'revolut' | 'sns_bank' | 'triodos_bank' | 'van_lanschot' | 'yoursafe'

/** The Dutch banks iDEAL lists, in display order. */
export const idealBanks = [
  {
    id: 'abn_amro',
    name: 'ABN AMRO',
  },
  {
    id: 'asn_bank',
    name: 'ASN Bank',
  },
  {
    id: 'bunq',
    name: 'bunq',
  },
  {
    id: 'ing',
    name: 'ING',
  },
  {
    id: 'knab',
    name: 'Knab',
  },
  {
    id: 'n26',
    name: 'N26',
  },
  {
    id: 'nn',
    name: 'Nationale-Nederlanden',
  },
  {
    id: 'rabobank',
    name: 'Rabobank',
  },
  {
    id: 'regiobank',
    name: 'RegioBank',
  },
  {
    id: 'revolut',
    name: 'Revolut',
  },
  {
    id: 'sns_bank',
    name: 'SNS',
  },
  {
    id: 'triodos_bank',
    name: 'Triodos Bank',
  },
  {
    id: 'van_lanschot',
    name: 'Van Lanschot',
  },
  {
    id: 'yoursafe',
    name: 'Yoursafe',
  },
] as const
