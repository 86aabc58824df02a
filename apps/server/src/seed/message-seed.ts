// Demo notifications: every demo user of a tenant gets a few realistic messages of each kind, the
// newest ones unread. Idempotent: a tenant that already has notifications is left as it is.
import { NotificationType } from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema/index.ts';
import { type NotifyUserOptions, notifyUsers } from '../modules/message/notify-service.ts';

type MessageSeed = { type: string; title: string; content: string; hoursAgo: number; unread: boolean };

const HOUR = 3_600_000;

const ZH_MESSAGES: MessageSeed[] = [
  {
    type: NotificationType.course,
    title: '新课程上线：《高效沟通与协作》',
    content:
      '<p>{name}，您好！</p><p>课程<strong>《高效沟通与协作》</strong>已上线，并已加入您的必修课程，请在本月底前完成学习。</p>',
    hoursAgo: 2,
    unread: true,
  },
  {
    type: NotificationType.exam,
    title: '考试提醒：信息安全意识年度考试将于明天开始',
    content:
      '<p>信息安全意识年度考试将于明天 09:00 开放，考试时长 60 分钟，及格分 80 分。</p><p>请提前复习《信息安全手册》相关章节。</p>',
    hoursAgo: 6,
    unread: true,
  },
  {
    type: NotificationType.train,
    title: '培训报名成功：新员工入职培训（第三期）',
    content:
      '<p>您已成功报名<strong>新员工入职培训（第三期）</strong>。</p><ul><li>时间：下周一 09:30</li><li>地点：总部 3 楼培训教室</li></ul>',
    hoursAgo: 26,
    unread: true,
  },
  {
    type: NotificationType.runMsg,
    title: '积分商城上新：学习积分可兑换定制周边',
    content: '<p>积分商城本周上新定制笔记本、保温杯等周边，坚持学习赚取积分即可兑换。</p>',
    hoursAgo: 50,
    unread: false,
  },
  {
    type: NotificationType.live,
    title: '直播预告：2024 产品战略解读',
    content:
      '<p>本周四 19:00 将进行<strong>2024 产品战略解读</strong>直播，欢迎准时观看，直播结束后可观看回放。</p>',
    hoursAgo: 74,
    unread: false,
  },
  {
    type: NotificationType.system,
    title: '系统维护通知',
    content: '<p>平台将于本周六 22:00 至 24:00 进行系统维护，期间可能无法访问，请提前安排学习计划。</p>',
    hoursAgo: 120,
    unread: false,
  },
  {
    type: NotificationType.course,
    title: '您的课程学习进度已达 80%',
    content: '<p>恭喜！您在《项目管理基础》中的学习进度已达 80%，完成剩余章节即可获得证书。</p>',
    hoursAgo: 200,
    unread: false,
  },
];

const EN_MESSAGES: MessageSeed[] = [
  {
    type: NotificationType.course,
    title: 'New course: Effective Communication',
    content:
      '<p>Hello {name},</p><p>The course <strong>Effective Communication</strong> has been added to your required courses. Please finish it by the end of the month.</p>',
    hoursAgo: 3,
    unread: true,
  },
  {
    type: NotificationType.exam,
    title: 'Reminder: the security awareness exam opens tomorrow',
    content:
      '<p>The annual security awareness exam opens tomorrow at 09:00. It lasts 60 minutes; 80 passes.</p>',
    hoursAgo: 20,
    unread: true,
  },
  {
    type: NotificationType.system,
    title: 'Scheduled maintenance',
    content: '<p>The platform will be unavailable on Saturday from 22:00 to 24:00 for maintenance.</p>',
    hoursAgo: 96,
    unread: false,
  },
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Seeds the demo notifications of one tenant unless it has some; returns how many were created. */
export async function seedMessages(
  db: Db,
  options: { tenantId: string; lang: 'zh-CN' | 'en'; accounts: string[] },
): Promise<number> {
  const { tenantId, lang, accounts } = options;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.tenantId, tenantId))
    .limit(1);
  if (existing || accounts.length === 0) return 0;
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, accounts)));
  const templates = lang === 'en' ? EN_MESSAGES : ZH_MESSAGES;
  const now = Date.now();
  const list: NotifyUserOptions[] = people.flatMap((person) =>
    templates.map((message) => {
      const createdAt = now - message.hoursAgo * HOUR;
      return {
        tenantId,
        userId: person.id,
        type: message.type,
        title: message.title,
        content: message.content.replace('{name}', escapeHtml(person.name)),
        createdAt: new Date(createdAt),
        // Older messages were read about an hour after they arrived.
        ...(message.unread ? {} : { readAt: new Date(createdAt + HOUR) }),
      };
    }),
  );
  return notifyUsers(db, list);
}
