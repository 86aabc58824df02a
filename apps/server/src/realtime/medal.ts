// Medal messages (SPEC §2, §3 Medal message): what achievements call when a medal is awarded; the web
// app shows its pop-up on them.
import { type Lang, type MedalType, type TMedalMessage, WEBSOCKET } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';

/** The name of a medal of each type, for callers that have no name of their own. */
export const MEDAL_NAMES: Readonly<Record<MedalType, Readonly<Record<Lang, string>>>> = {
  trainMix: { 'zh-CN': '混合培训达人', en: 'Blended training star' },
  studyPlan: { 'zh-CN': '学习计划达人', en: 'Study plan star' },
  exam: { 'zh-CN': '考试达人', en: 'Exam star' },
  trainOnLine: { 'zh-CN': '在线培训达人', en: 'Online training star' },
  trainOffLine: { 'zh-CN': '线下培训达人', en: 'Classroom training star' },
  integral: { 'zh-CN': '积分达人', en: 'Points star' },
  live: { 'zh-CN': '直播达人', en: 'Live star' },
  course: { 'zh-CN': '课程达人', en: 'Course star' },
};

export type SendMedalOptions = {
  tenantId: string;
  userId: number;
  medalType: MedalType;
  level: number;
  quantity: number;
  medalName: string;
};

export function medalMessage(options: SendMedalOptions): TMedalMessage {
  const { medalType, level, quantity, medalName } = options;
  return { msgType: WEBSOCKET.medalMsgType, data: { medalType, level, quantity, medalName } };
}

/** Sends the user's open, medal-subscribed sockets (on any instance) the medal message; best effort. */
export async function sendMedalMessage(
  app: FastifyInstance,
  options: SendMedalOptions,
): Promise<TMedalMessage> {
  const message = medalMessage(options);
  await app.deps.realtime.sendToUser(options.tenantId, options.userId, message);
  return message;
}
