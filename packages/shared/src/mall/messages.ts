// Messages of the points mall, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const mallMessages = {
  'mall.outOfStock': { 'zh-CN': '库存不足，兑换失败', en: 'Not enough stock left' },
  'mall.limitReached': {
    'zh-CN': '已达到每人限兑数量',
    en: 'You have reached the exchange limit for this item',
  },
  'mall.addressRequired': { 'zh-CN': '请选择收货地址', en: 'Choose a shipping address' },
  'mall.addressLimit': { 'zh-CN': '收货地址最多保存 20 个', en: 'You can keep at most 20 addresses' },
  'mall.exchangeState': {
    'zh-CN': '该兑换记录当前状态不允许此操作',
    en: 'This exchange cannot be changed in its current state',
  },
  'mall.itemInUse': {
    'zh-CN': '该商品已有兑换记录，不能删除，请下架',
    en: 'Exchanged items cannot be deleted; take it off the shelf',
  },
  'mall.requestReused': {
    'zh-CN': '重复的兑换请求',
    en: 'This exchange request was already used for another item',
  },
  'mall.numberInvalid': { 'zh-CN': '请输入有效的数字', en: 'Enter a valid number' },
  'mall.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'mall.requestIdRequired': { 'zh-CN': '缺少兑换请求编号', en: 'The exchange request id is missing' },
  'mall.statusInvalid': { 'zh-CN': '状态无效', en: 'Invalid status' },
  'mall.receiverRequired': { 'zh-CN': '请输入收货人', en: 'Enter the receiver' },
  'mall.phoneInvalid': { 'zh-CN': '请输入正确的手机号', en: 'Enter a valid mobile number' },
  'mall.regionRequired': { 'zh-CN': '请输入省市', en: 'Enter the province and city' },
  'mall.detailRequired': { 'zh-CN': '请输入详细地址', en: 'Enter the street address' },
  'mall.kindInvalid': { 'zh-CN': '商品类型无效', en: 'Invalid item kind' },
  'mall.nameRequired': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'mall.couponInvalid': {
    'zh-CN': '请完整填写优惠券规则（面额或折扣、使用门槛、有效天数）',
    en: 'Complete the coupon terms (amount or percentage, minimum spend, validity)',
  },
  'mall.trackingRequired': { 'zh-CN': '请输入物流公司和单号', en: 'Enter the carrier and tracking number' },
} as const satisfies Record<string, Bilingual>;
