// Demo community, made through the community services: two zones (the lecturer moderates one) and a few
// posts and replies by the demo learner and apprentice, so /community has something to read. Idempotent: a
// tenant that already has zones keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { saveZone } from '../modules/community/admin-zone-service.ts';
import { addPost } from '../modules/community/post-service.ts';
import { addReply } from '../modules/community/reply-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

export async function seedCommunity(db: Db, options: { tenantId: string; lang: string }) {
  const any = await queryRow(
    db,
    sql`select id from community_zones where tenant_id = ${options.tenantId} limit 1`,
    { id: col.int },
  );
  if (any) return;
  const admin =
    (await seedActorOf(db, options.tenantId, 'backoffice')) ??
    (await seedActorOf(db, options.tenantId, 'learner'));
  const learner = await seedActorOf(db, options.tenantId, 'learner');
  const apprentice = await seedActorOf(db, options.tenantId, 'apprentice');
  const lecturer = await seedActorOf(db, options.tenantId, 'lecturer');
  if (!admin || !learner || !apprentice) return;
  const zh = options.lang !== 'en';
  const study = await saveZone(db, admin, {
    name: zh ? '学习交流' : 'Study talk',
    intro: zh ? '分享学习心得，交流课程问题。' : 'Share what you learn and ask about courses.',
    needAudit: false,
    moderatorIds: lecturer ? [lecturer.userId] : [],
  });
  await saveZone(db, admin, {
    name: zh ? '职场生活' : 'Work life',
    intro: zh ? '聊聊工作中的点滴。' : 'Everyday life at work.',
    needAudit: false,
    moderatorIds: [],
  });
  const post = await addPost(db, learner, {
    areaId: study,
    title: zh ? '《高效沟通与协作》学习心得' : 'What I learnt in the communication course',
    content: zh
      ? '<p>课程里的“先倾听再表达”对我帮助很大，大家有什么体会？</p>'
      : '<p>"Listen first, then speak" helped me a lot. What about you?</p>',
    imgUrl: [],
    expertHelp: false,
  });
  await addReply(db, apprentice, {
    topicId: post.id,
    content: zh
      ? '同感！我在周会上试了一下，效果不错。'
      : 'Same here. I tried it in our weekly meeting and it worked.',
    imgUrl: [],
  });
  await addPost(db, apprentice, {
    areaId: study,
    title: zh ? '求推荐项目管理入门课程' : 'Any good course on project management basics?',
    content: zh
      ? '<p>刚开始带项目，想系统学习一下。</p>'
      : '<p>I just started leading a project and want to learn properly.</p>',
    imgUrl: [],
    expertHelp: true,
  });
}
