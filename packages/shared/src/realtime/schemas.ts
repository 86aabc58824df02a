// What travels on the realtime channel: the medal message the server sends, the frames a client may send,
// and the development medal trigger's input.
import { z } from 'zod';
import { MedalType } from '../achievement/enums.ts';
import type { WEBSOCKET } from './constants.ts';

/** Form values arrive as text: read numeric text as a number, blanks as absent. */
function textToNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

/** The realtime message of an awarded medal (msgType 5). */
export type TMedalMessage = {
  msgType: typeof WEBSOCKET.medalMsgType;
  data: { medalType: MedalType; level: number; quantity: number; medalName: string };
};

/** What a client may send on the socket besides the text `PING`. */
export const ZRealtimeClientMessageSchema = z.object({
  msgType: z.number().int(),
  action: z.enum(['subscribe', 'unsubscribe']),
});
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessageSchema>;

/** Development only: `POST /api/dev/medal` sends the caller a medal message. */
export const ZDevMedalSchema = z.object({
  medalType: z.preprocess(textToNumber, z.enum(MedalType).default(MedalType.course)),
  level: z.preprocess(textToNumber, z.number().int().min(1).max(99).default(1)),
  quantity: z.preprocess(textToNumber, z.number().int().min(1).max(100_000).default(1)),
});
export type TDevMedal = z.infer<typeof ZDevMedalSchema>;
