import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kartica',
  save_payment: 'Shrani to kartico za prihodnja plačila',
  set_as_default: 'Nastavi kot privzeti način plačila',
  nickname: 'Vzdevek kartice (neobvezno)',
  shipping_as_billing: 'Naslov za račun je enak naslovu za dostavo',
  network_label: 'Omrežje kartice',
  network_no_preference: 'Brez izbire',
} satisfies CardMessages
