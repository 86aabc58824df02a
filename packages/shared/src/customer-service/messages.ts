// Texts of the customer-service chat the server writes (validation and the bot's and system's lines).
import type { Bilingual } from '../common/messages.ts';

export const customerServiceMessages = {
  'customerService.textRequired': { 'zh-CN': '请输入内容', en: 'Enter a message' },
  'customerService.textTooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'customerService.notAgent': {
    'zh-CN': '该会话已由其他客服接待',
    en: 'Another agent is answering this conversation',
  },
  'customerService.notOpen': { 'zh-CN': '会话已结束', en: 'The conversation has ended' },
  'customerService.tooFast': { 'zh-CN': '发送过于频繁，请稍后再试', en: 'Too many messages; wait a moment' },
  'customerService.bot.articles': {
    'zh-CN': '以下内容可能对您有帮助：',
    en: 'These may help:',
  },
  'customerService.bot.none': {
    'zh-CN': '抱歉，暂未找到相关答案。您可以换个说法，或点击“转人工”联系客服。',
    en: 'Sorry, I found no answer. Try other words, or choose “Talk to a person”.',
  },
  'customerService.system.waiting': {
    'zh-CN': '已为您转接人工客服，请稍候。',
    en: 'You asked for a person; an agent will answer shortly.',
  },
  'customerService.system.taken': { 'zh-CN': '客服 {name} 为您服务', en: '{name} is answering you' },
  'customerService.system.closed': { 'zh-CN': '会话已结束', en: 'The conversation has ended' },
} satisfies Record<string, Bilingual>;
