// The approval domain's messages, sent through the message module: the approvers of a step when it
// reaches them (and when urged), the applicant and the copied people when the application closes.
import { DEFAULT_LANG, type MessageKey, translate } from '@elearning/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notifyUsers } from '../message/notify-service.ts';

export const APPROVAL_NOTIFICATION_TYPE = 'approval';

export async function sendApprovalNotice(
  tx: DbOrTx,
  tenantId: string,
  userIds: number[],
  key: MessageKey,
  application: { id: number; title: string },
): Promise<void> {
  const title = translate(key, DEFAULT_LANG, { title: application.title });
  const content = `${title}（${translate('approval.noticeNo', DEFAULT_LANG)}${application.id}）`;
  await notifyUsers(
    tx,
    [...new Set(userIds)].map((userId) => ({
      tenantId,
      userId,
      title,
      content,
      type: APPROVAL_NOTIFICATION_TYPE,
    })),
  );
}
