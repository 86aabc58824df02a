// Demo FAQ of the customer-service chat, made through the FAQ service as the back office would (so each
// entry is in the search index the bot retrieves from). Idempotent: a tenant with FAQ entries keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { saveFaq } from '../modules/customer-service/faq-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const FAQ = {
  zh: [
    {
      question: '如何修改登录密码？',
      answer: '点击右上角头像，进入“个人中心 → 账号设置”，输入原密码和新密码后保存即可。',
    },
    {
      question: '课程学习进度不更新怎么办？',
      answer: '请确认视频已播放到结束并停留在页面上；刷新页面后进度会重新同步。',
    },
    {
      question: '考试中途断网怎么办？',
      answer: '已作答内容会自动保存，网络恢复后重新进入考试即可继续作答。',
    },
  ],
  en: [
    {
      question: 'How do I change my sign-in password?',
      answer:
        'Open your picture at the top right, choose Personal centre → Account settings, enter the old and the new password and save.',
    },
    {
      question: 'My course progress does not update',
      answer:
        'Make sure the video played to its end while the page stayed open; reloading the page syncs the progress again.',
    },
    {
      question: 'I lost my connection during an exam',
      answer: 'Your answers are saved as you go; open the exam again once you are back online and carry on.',
    },
  ],
};

export async function seedCustomerService(db: Db, options: { tenantId: string; lang: string }) {
  const any = await queryRow(db, sql`select id from cs_faqs where tenant_id = ${options.tenantId} limit 1`, {
    id: col.int,
  });
  if (any) return;
  const actor = await seedActorOf(db, options.tenantId, 'backoffice');
  if (!actor) return;
  for (const entry of options.lang === 'en' ? FAQ.en : FAQ.zh)
    await saveFaq(db, actor, { ...entry, enabled: true });
}
