import type { CardMessages } from '../messages.ts'

export default {
  label: 'Κάρτα',
  save_payment: 'Αποθήκευση αυτής της κάρτας για μελλοντικές πληρωμές',
  set_as_default: 'Ορισμός ως προεπιλεγμένου τρόπου πληρωμής',
  nickname: 'Ψευδώνυμο κάρτας (προαιρετικό)',
  shipping_as_billing: 'Η διεύθυνση χρέωσης είναι ίδια με τη διεύθυνση αποστολής',
  network_label: 'Δίκτυο κάρτας',
  network_no_preference: 'Χωρίς προτίμηση',
} satisfies CardMessages
