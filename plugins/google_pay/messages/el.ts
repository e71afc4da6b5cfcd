import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Δεν μπορούμε να κάνουμε αποστολή σε αυτή τη διεύθυνση. Επιλέξτε άλλη διεύθυνση.',
  shipping_option_invalid: 'Αυτή η επιλογή αποστολής δεν είναι διαθέσιμη. Επιλέξτε άλλη.',
} satisfies GooglePayTranslation
