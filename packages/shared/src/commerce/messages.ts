// Messages of commerce, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const commerceMessages = {
  'commerce.productOff': { 'zh-CN': '该商品已下架', en: 'This product is no longer on sale' },
  'commerce.soldOut': { 'zh-CN': '名额已满', en: 'No places left' },
  'commerce.couponUnusable': {
    'zh-CN': '该优惠券不可用于此订单',
    en: 'This coupon cannot be used on this order',
  },
  'commerce.couponLimit': {
    'zh-CN': '已达到该券的领取上限',
    en: 'You have reached the limit for this coupon',
  },
  'commerce.orderState': {
    'zh-CN': '订单当前状态不允许此操作',
    en: 'This order cannot be changed in its current state',
  },
  'commerce.requestReused': { 'zh-CN': '重复的下单请求', en: 'This order request was already used' },
  'commerce.alreadyOwned': { 'zh-CN': '您已购买过该内容', en: 'You already own this' },
  'commerce.invoiceExists': {
    'zh-CN': '该订单已申请过发票',
    en: 'An invoice was already requested for this order',
  },
  'commerce.invoiceState': { 'zh-CN': '发票当前状态不允许此操作', en: 'The invoice cannot be changed now' },
  'commerce.refundWindow': { 'zh-CN': '已超过退款期限', en: 'The refund window has passed' },
  'commerce.commissionState': { 'zh-CN': '佣金当前不可结算', en: 'This commission cannot be settled now' },
  'commerce.signUpClosed': { 'zh-CN': '活动报名已截止', en: 'Sign-up for this activity is closed' },
  'commerce.productInUse': {
    'zh-CN': '该商品已有订单，请下架',
    en: 'This product has orders; take it off sale',
  },
  'commerce.requestIdRequired': { 'zh-CN': '缺少下单请求编号', en: 'The order request id is missing' },
  'commerce.numberInvalid': { 'zh-CN': '请输入有效的数字', en: 'Enter a valid number' },
  'commerce.amountInvalid': { 'zh-CN': '请输入有效的金额（分）', en: 'Enter a valid amount in cents' },
  'commerce.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'commerce.nameRequired': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'commerce.kindInvalid': { 'zh-CN': '类型无效', en: 'Invalid kind' },
  'commerce.statusInvalid': { 'zh-CN': '状态无效', en: 'Invalid status' },
  'commerce.titleRequired': { 'zh-CN': '请输入发票抬头', en: 'Enter the invoice title' },
  'commerce.taxNoInvalid': {
    'zh-CN': '请输入 15–20 位的税号（大写字母或数字）',
    en: 'Enter a tax number of 15–20 capital letters or digits',
  },
  'commerce.emailInvalid': { 'zh-CN': '请输入正确的邮箱', en: 'Enter a valid e-mail address' },
  'commerce.dateInvalid': { 'zh-CN': '请输入有效的时间', en: 'Enter a valid time' },
  'commerce.usersRequired': { 'zh-CN': '请选择发放对象', en: 'Choose who receives the coupons' },
  'commerce.fileRequired': { 'zh-CN': '请上传发票文件', en: 'Upload the invoice file' },
  'commerce.shareCodeInvalid': { 'zh-CN': '分享链接无效', en: 'Invalid share link' },
} as const satisfies Record<string, Bilingual>;
