import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: '이 주소로는 배송할 수 없습니다. 다른 주소를 선택하세요.',
  shipping_option_invalid: '이 배송 옵션은 사용할 수 없습니다. 다른 옵션을 선택하세요.',
} satisfies GooglePayTranslation
