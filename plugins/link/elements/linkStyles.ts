import { styleUnit, styleVar, type StyleRule } from 'payloom/methods'

/** Link's look in every element it shows in: the code entry, the saved cards as radio rows with their buttons, a card's update form, the sign-up fields on the form's grid. */
export const linkStyles: ReadonlyArray<StyleRule> = [
  ['.LinkSaved, .LinkSignUp, .LinkVerification, .LinkBusiness, .LinkOneClick', { display: 'flex', flexDirection: 'column', gap: styleUnit(2), gridColumn: '1 / -1' }],
  ['.LinkCards', { border: '0', margin: '0', padding: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: styleUnit(2) }],
  // A saved card: its radio and what it is (the label), then its Update, Remove and Set as default.
  ['.LinkCard', { margin: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${styleUnit(1)} ${styleUnit(3)}`, padding: styleUnit(3), border: `1px solid ${styleVar('colorBorder')}`, borderRadius: styleVar('borderRadius'), color: styleVar('colorText') }],
  ['.LinkCard--picked', { borderColor: styleVar('colorPrimary'), boxShadow: `0 0 0 1px ${styleVar('colorPrimary')}` }],
  ['.LinkCardPick', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${styleUnit(2)}`, flex: '1 1 16em', minWidth: '0', cursor: 'pointer' }],
  ['.LinkCardLabel', { fontWeight: styleVar('fontWeightMedium') }],
  ['.LinkCardNickname', { color: styleVar('colorText') }],
  ['.LinkCardActions', { display: 'flex', flexWrap: 'wrap', gap: `0 ${styleUnit(3)}`, fontSize: styleVar('fontSizeSm') }],
  // Under the card picked, across the row: why it cannot pay (declined, expired), what it needs again (its CVC...).
  ['.LinkCardProblem', { flex: '1 1 100%', margin: '0' }],
  ['.LinkRecollect', { flex: '1 1 100%', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: styleUnit(3) }],
  // A saved card's installment plans: a line of their own under the card picked.
  ['.LinkPlans', { flex: '1 1 100%' }],
  // A card's update form: expiry and nickname side by side, the rest across.
  ['.LinkCardForm', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: styleUnit(3) }],
  ['.LinkCardForm > :not(.Field--half)', { gridColumn: '1 / -1' }],
  ['.LinkBadge', { marginInlineStart: 'auto', fontSize: styleVar('fontSizeSm'), color: styleVar('colorTextSecondary') }],
  ['.LinkTitle', { margin: '0', fontSize: styleVar('fontSizeBase'), fontWeight: styleVar('fontWeightMedium'), color: styleVar('colorText') }],
  ['.LinkText', { margin: '0', fontSize: styleVar('fontSizeSm'), color: styleVar('colorTextSecondary'), lineHeight: styleVar('fontLineHeight') }],
  ['.LinkText:empty, .LinkStatus:empty', { display: 'none' }],
  ['.LinkStatus', { margin: `${styleUnit(2)} 0 0`, fontSize: styleVar('fontSizeSm'), color: styleVar('colorTextSecondary') }],
  ['.LinkActions', { display: 'flex', flexWrap: 'wrap', gap: `${styleUnit(2)} ${styleUnit(4)}` }],
  ['.LinkSignUpFields', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: styleUnit(3) }],
  ['.LinkSignUpFields > :not(.Field--half)', { gridColumn: '1 / -1' }],
]
