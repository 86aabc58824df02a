// Requests of the customer-service chat and its back-office inbox and FAQ.
import { z } from 'zod';
import { ZPageQuerySchema } from '../common/validation.ts';
import { blankToUndefined, zRowId } from '../course/schema-helpers.ts';
import { ConversationState, CUSTOMER_SERVICE_RULES as R } from './constants.ts';

const text = (max: number) =>
  z
    .string({ error: 'customerService.textRequired' })
    .trim()
    .min(1, { error: 'customerService.textRequired' })
    .max(max, { error: 'customerService.textTooLong' });

export const ZChatAskSchema = z.object({ content: text(R.messageMax) });
export type TChatAsk = z.infer<typeof ZChatAskSchema>;

export const ZConversationListSchema = ZPageQuerySchema.extend({
  state: z.preprocess(
    blankToUndefined,
    z.enum([ConversationState.waiting, ConversationState.agent, ConversationState.closed]).optional(),
  ),
});
export type TConversationList = z.infer<typeof ZConversationListSchema>;

export const ZConversationRefSchema = z.object({ id: zRowId });

export const ZAgentReplySchema = z.object({ id: zRowId, content: text(R.messageMax) });
export type TAgentReply = z.infer<typeof ZAgentReplySchema>;

export const ZFaqListSchema = ZPageQuerySchema;

export const ZFaqSaveSchema = z.object({
  id: zRowId.optional(),
  question: text(R.faqQuestionMax),
  answer: text(R.faqAnswerMax),
  enabled: z.boolean().default(true),
});
export type TFaqSave = z.infer<typeof ZFaqSaveSchema>;

export const ZFaqDeleteSchema = z.object({ ids: z.array(zRowId).min(1).max(100) });
