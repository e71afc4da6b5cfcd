// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (netbankingBanks.generated.ts)
// Source: data/banks/netbanking.json
// Regenerate: npm run codegen
export type NetbankingBank = 'kotak' | 'andhra' | 'allahabad' | 'andhra_pragathi' | 'airtel' | 'au_small_finance' | 'bank_of_bahrain_and_kuwait' | 'bob' | 'bassein_catholic' | 'bandhan' | 'bank_of_india' | 'bank_of_maharashtra' | 'central_bank_of_india' | 'canara' | 'cosmos' | 'corporation_bank' | 'catholic_syrian' | 'city_union' | 'deutsche' | 'digibank_dbs' | 'development_credit_bank' | 'dena' | 'dhanlakshmi' | 'equitas_small_finance' | 'esaf' | 'federal_bank' | 'fincare' | 'hdfc' | 'icici' | 'idbi' | 'idfc_first' | 'indusind' | 'indian_bank' | 'indian_overseas' | 'jnk' | 'jana_small_finance' | 'janata_sahakari_bank' | 'karnataka_bank' | 'kalyan_janata' | 'kalupur' | 'karur_vysya' | 'kvg' | 'mehsana' | 'ne_small_finance' | 'nkgsb' | 'obc' | 'pnb' | 'punjab_and_sind' | 'rbl' | 'sbi' | 'scb' | 'shivalik' | 'south_indian_bank' | 'suryoday' | 'saraswat' | 'syndicate' | 'thane_bharat' | 'tjsb' | 'tamilnad_mercantile' | 'tnc' | 'ubi' | 'united_bank_of_india' | 'axis' | 'vijaya' | 'varachha' | 'yes' | 'zoroastrian' | 'karnataka_gramin' | 'shamrao_vithal' | 'nutan_nagrik' | 'bob_corp' | 'pnb_corp' | 'shamrao_vithal_corp' | 'bnp_paribas' | 'rbl_corp' | 'icici_corp' | 'idbi_corp' | 'axis_corp' | 'andhra_corp' | 'dhanlaxmi_corp' | 'allahabad_corp' | 'hdfc_corp' | 'yes_corp' | 'corporation_bank_corp' | 'barclays_corp'

/** The Indian banks net banking lists, in display order. */
export const netbankingBanks = [
  {
    id: 'kotak',
    name: 'Kotak Bank',
  },
  {
    id: 'andhra',
    name: 'Andhra Bank',
  },
  {
    id: 'allahabad',
    name: 'Allahabad Bank',
  },
  {
    id: 'andhra_pragathi',
    name: 'Andhra Pragathi Grameena Bank',
  },
  {
    id: 'airtel',
    name: 'Airtel Payment Bank',
  },
  {
    id: 'au_small_finance',
    name: 'AU Small Finance Bank',
  },
  {
    id: 'bank_of_bahrain_and_kuwait',
    name: 'Bank of Bahrain and Kuwait',
  },
  {
    id: 'bob',
    name: 'Bank of Baroda - Retail Banking',
  },
  {
    id: 'bassein_catholic',
    name: 'Bassein Catholic Co-operative Bank',
  },
  {
    id: 'bandhan',
    name: 'Bandhan Bank',
  },
  {
    id: 'bank_of_india',
    name: 'Bank of India',
  },
  {
    id: 'bank_of_maharashtra',
    name: 'Bank of Maharashtra',
  },
  {
    id: 'central_bank_of_india',
    name: 'Central Bank of India',
  },
  {
    id: 'canara',
    name: 'Canara Bank',
  },
  {
    id: 'cosmos',
    name: 'Cosmos Bank',
  },
  {
    id: 'corporation_bank',
    name: 'Corporation Bank',
  },
  {
    id: 'catholic_syrian',
    name: 'Catholic Syrian Bank',
  },
  {
    id: 'city_union',
    name: 'City Union Bank',
  },
  {
    id: 'deutsche',
    name: 'Deutsche Bank',
  },
  {
    id: 'digibank_dbs',
    name: 'Digibank by DBS',
  },
  {
    id: 'development_credit_bank',
    name: 'Development Credit Bank',
  },
  {
    id: 'dena',
    name: 'Dena Bank',
  },
  {
    id: 'dhanlakshmi',
    name: 'Dhanlakshmi Bank',
  },
  {
    id: 'equitas_small_finance',
    name: 'Equitas Small Finance Bank',
  },
  {
    id: 'esaf',
    name: 'ESAF Small Finance Bank',
  },
  {
    id: 'federal_bank',
    name: 'Federal Bank',
  },
  {
    id: 'fincare',
    name: 'Fincare Bank',
  },
  {
    id: 'hdfc',
    name: 'HDFC Bank',
  },
  {
    id: 'icici',
    name: 'ICICI Bank',
  },
  {
    id: 'idbi',
    name: 'IDBI Bank',
  },
  {
    id: 'idfc_first',
    name: 'IDFC FIRST Bank',
  },
  {
    id: 'indusind',
    name: 'IndusInd Bank',
  },
  {
    id: 'indian_bank',
    name: 'Indian Bank',
  },
  {
    id: 'indian_overseas',
    name: 'Indian Overseas Bank',
  },
  {
    id: 'jnk',
    name: 'Jammu & Kashmir Bank',
  },
  {
    id: 'jana_small_finance',
    name: 'Jana Small Finance Bank',
  },
  {
    id: 'janata_sahakari_bank',
    name: 'Janata Sahakari Bank Ltd Pune',
  },
  {
    id: 'karnataka_bank',
    name: 'Karnataka Bank Limited',
  },
  {
    id: 'kalyan_janata',
    name: 'Kalyan Janata Sahakari Bank',
  },
  {
    id: 'kalupur',
    name: 'The Kalupur Commercial Co-operative Bank',
  },
  {
    id: 'karur_vysya',
    name: 'Karur Vysya Bank',
  },
  {
    id: 'kvg',
    name: 'Karnataka Vikas Grameena Bank',
  },
  {
    id: 'mehsana',
    name: 'Mehsana urban Co-operative Bank',
  },
  {
    id: 'ne_small_finance',
    name: 'North East Small Finance Bank',
  },
  {
    id: 'nkgsb',
    name: 'NKGSB Co-op Bank',
  },
  {
    id: 'obc',
    name: 'PNB (Erstwhile-Oriental Bank of Commerce)',
  },
  {
    id: 'pnb',
    name: 'Punjab National Bank - Retail Banking',
  },
  {
    id: 'punjab_and_sind',
    name: 'Punjab & Sind Bank',
  },
  {
    id: 'rbl',
    name: 'RBL Bank Limited',
  },
  {
    id: 'sbi',
    name: 'State Bank of India',
  },
  {
    id: 'scb',
    name: 'Standard Chartered Bank',
  },
  {
    id: 'shivalik',
    name: 'Shivalik Mercantile Cooperative Bank Ltd',
  },
  {
    id: 'south_indian_bank',
    name: 'South Indian Bank',
  },
  {
    id: 'suryoday',
    name: 'Suryoday Small Finance Bank',
  },
  {
    id: 'saraswat',
    name: 'Saraswat Bank',
  },
  {
    id: 'syndicate',
    name: 'Syndicate Bank',
  },
  {
    id: 'thane_bharat',
    name: 'Thane Bharat Sahakari Bank Ltd',
  },
  {
    id: 'tjsb',
    name: 'TJSB Bank',
  },
  {
    id: 'tamilnad_mercantile',
    name: 'Tamilnad Mercantile Bank Limited',
  },
  {
    id: 'tnc',
    name: 'Tamil Nadu State Co-operative Bank',
  },
  {
    id: 'ubi',
    name: 'Union Bank of India',
  },
  {
    id: 'united_bank_of_india',
    name: 'PNB (Erstwhile-United Bank of India)',
  },
  {
    id: 'axis',
    name: 'Axis Bank',
  },
  {
    id: 'vijaya',
    name: 'Vijaya Bank',
  },
  {
    id: 'varachha',
    name: 'Varachha Co-operative Bank Limited',
  },
  {
    id: 'yes',
    name: 'Yes Bank',
  },
  {
    id: 'zoroastrian',
    name: 'Zoroastrian Co-operative Bank Limited',
  },
  {
    id: 'karnataka_gramin',
    name: 'Karnataka Gramin Bank',
  },
  {
    id: 'shamrao_vithal',
    name: 'Shamrao Vithal Co-op Bank',
  },
  {
    id: 'nutan_nagrik',
    name: 'Nutan Nagrik Bank',
  },
  {
    id: 'bob_corp',
    name: 'Bank of Baroda - Corporate Banking',
  },
  {
    id: 'pnb_corp',
    name: 'Punjab National Bank - Corporate Banking',
  },
  {
    id: 'shamrao_vithal_corp',
    name: 'Shamrao Vithal Co-op Bank - Corporate',
  },
  {
    id: 'bnp_paribas',
    name: 'BNP Paribas',
  },
  {
    id: 'rbl_corp',
    name: 'RBL Bank Limited - Corporate Banking',
  },
  {
    id: 'icici_corp',
    name: 'ICICI Corporate Netbanking',
  },
  {
    id: 'idbi_corp',
    name: 'IDBI Corporate',
  },
  {
    id: 'axis_corp',
    name: 'Axis Bank Corporate',
  },
  {
    id: 'andhra_corp',
    name: 'Andhra Bank Corporate',
  },
  {
    id: 'dhanlaxmi_corp',
    name: 'Dhanlaxmi Bank Corporate',
  },
  {
    id: 'allahabad_corp',
    name: 'Allahabad Bank Corporate',
  },
  {
    id: 'hdfc_corp',
    name: 'HDFC Bank Corporate',
  },
  {
    id: 'yes_corp',
    name: 'Yes Bank Corporate',
  },
  {
    id: 'corporation_bank_corp',
    name: 'Corporation Bank - Corporate',
  },
  {
    id: 'barclays_corp',
    name: 'Barclays Bank - Corporate Net Banking',
  },
] as const
