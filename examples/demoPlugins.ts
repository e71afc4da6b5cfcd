/**
 * The payment methods both demo pages offer: the card, every method of the catalog, Link, and the
 * express wallets (Apple Pay, Google Pay, Demo Pay; PayPal, Klarna and Amazon Pay have express
 * buttons of their own). Which of them the elements list is up to the payment: the shop's intent
 * uses automatic payment methods, so each currency (`?currency=`) brings the methods that take it.
 */
import type { Plugin } from 'payloom'
import { acssDebit } from 'payloom/plugins/acss_debit'
import { affirm } from 'payloom/plugins/affirm'
import { afterpayClearpay } from 'payloom/plugins/afterpay_clearpay'
import { alma } from 'payloom/plugins/alma'
import { applePay } from 'payloom/plugins/apple_pay'
import { amazonPay } from 'payloom/plugins/amazon_pay'
import { auBecsDebit } from 'payloom/plugins/au_becs_debit'
import { bacsDebit } from 'payloom/plugins/bacs_debit'
import { bancontact } from 'payloom/plugins/bancontact'
import { card } from 'payloom/plugins/card'
import { cashapp } from 'payloom/plugins/cashapp'
import { crypto } from 'payloom/plugins/crypto'
import { demoPay } from 'payloom/plugins/demo_pay'
import { eps } from 'payloom/plugins/eps'
import { fpx } from 'payloom/plugins/fpx'
import { googlePay } from 'payloom/plugins/google_pay'
import { gopay } from 'payloom/plugins/gopay'
import { ideal } from 'payloom/plugins/ideal'
import { kakaoPay } from 'payloom/plugins/kakao_pay'
import { klarna } from 'payloom/plugins/klarna'
import { krCard } from 'payloom/plugins/kr_card'
import { link } from 'payloom/plugins/link'
import { mbWay } from 'payloom/plugins/mb_way'
import { mobilepay } from 'payloom/plugins/mobilepay'
import { naverPay } from 'payloom/plugins/naver_pay'
import { netbanking } from 'payloom/plugins/netbanking'
import { nzBankAccount } from 'payloom/plugins/nz_bank_account'
import { oxxo } from 'payloom/plugins/oxxo'
import { p24 } from 'payloom/plugins/p24'
import { payByBank } from 'payloom/plugins/pay_by_bank'
import { paynow } from 'payloom/plugins/paynow'
import { paypal } from 'payloom/plugins/paypal'
import { promptpay } from 'payloom/plugins/promptpay'
import { qris } from 'payloom/plugins/qris'
import { revolutPay } from 'payloom/plugins/revolut_pay'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { shopeepay } from 'payloom/plugins/shopeepay'
import { sofort } from 'payloom/plugins/sofort'
import { twint } from 'payloom/plugins/twint'
import { upi } from 'payloom/plugins/upi'
import { usBankAccount } from 'payloom/plugins/us_bank_account'
import { wechatPay } from 'payloom/plugins/wechat_pay'
import { zip } from 'payloom/plugins/zip'

export const demoPlugins = (): ReadonlyArray<Plugin> => [
  card(), acssDebit(), affirm(), afterpayClearpay(), alma(), amazonPay(), auBecsDebit(), bacsDebit(), bancontact(), cashapp(), crypto(), eps(), fpx(),
  gopay(), ideal(), kakaoPay(), klarna(), krCard(), mbWay(), mobilepay(), naverPay(), netbanking(), nzBankAccount(), oxxo(), p24(),
  payByBank(), paynow(), paypal(), promptpay(), qris(), revolutPay(), sepaDebit(), shopeepay(), sofort(), twint(), upi(), usBankAccount(),
  wechatPay(), zip(), link(), applePay(), googlePay(), demoPay(),
]
