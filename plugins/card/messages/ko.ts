import type { CardMessages } from '../messages.ts'

export default {
  label: '카드',
  save_payment: '향후 결제를 위해 이 카드 저장',
  set_as_default: '기본 결제 수단으로 설정',
  nickname: '카드 별칭(선택 사항)',
  shipping_as_billing: '청구지 주소가 배송지 주소와 같습니다',
  network_label: '카드 네트워크',
  network_no_preference: '선호 없음',
} satisfies CardMessages
