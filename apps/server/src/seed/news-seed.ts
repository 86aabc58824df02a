// Demo news, made through the news services as the back office would: two categories and four articles, all
// published (one pinned), so /news/list and the home page's news section have something to read.
// Idempotent: a tenant that already has articles keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { createArticle, setPublished, setTop } from '../modules/news/article-service.ts';
import { saveCategory } from '../modules/news/category-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

type Article = { title: string; brief: string; body: string; category: 0 | 1; top?: boolean };

function articles(zh: boolean): { categories: [string, string]; items: Article[] } {
  return zh
    ? {
        categories: ['学院动态', '行业资讯'],
        items: [
          {
            title: '企业学院年度学习之星评选启动',
            brief: '评选覆盖全体员工，按学习时长、积分和考试成绩综合评定。',
            body: '<p>本年度学习之星评选正式启动。</p><p>评选依据学习时长、积分和考试成绩，结果将在年会上公布。</p>',
            category: 0,
            top: true,
          },
          {
            title: '新版移动学习平台上线',
            brief: '课程、直播和考试都可以在手机上完成。',
            body: '<p>新版平台支持在手机上学习课程、观看直播和参加考试。</p>',
            category: 0,
          },
          {
            title: '数字化转型中的人才培养趋势',
            brief: '混合式学习成为企业培训的主流方式。',
            body: '<h2>三大趋势</h2><ul><li>混合式学习</li><li>微课与碎片化学习</li><li>以数据驱动的学习评估</li></ul>',
            category: 1,
          },
          {
            title: '高效沟通与协作专题课程推荐',
            brief: '精选沟通协作类课程，助力团队协作。',
            body: '<p>本期推荐的课程聚焦跨部门沟通与团队协作。</p>',
            category: 1,
          },
        ],
      }
    : {
        categories: ['Academy news', 'Industry'],
        items: [
          {
            title: 'Learner of the year nominations open',
            brief: 'Study time, points and exam results decide.',
            body: '<p>Nominations for learner of the year are open.</p><p>The results are announced at the annual meeting.</p>',
            category: 0,
            top: true,
          },
          {
            title: 'The new mobile learning platform is live',
            brief: 'Courses, lives and exams on your phone.',
            body: '<p>Study courses, watch lives and take exams on your phone.</p>',
            category: 0,
          },
          {
            title: 'Talent development in the digital transformation',
            brief: 'Blended learning becomes the norm.',
            body: '<h2>Three trends</h2><ul><li>Blended learning</li><li>Micro-learning</li><li>Data-driven evaluation</li></ul>',
            category: 1,
          },
          {
            title: 'Recommended: communication and collaboration',
            brief: 'Courses that help teams work together.',
            body: '<p>This month we recommend courses on working across teams.</p>',
            category: 1,
          },
        ],
      };
}

export async function seedNews(db: Db, options: { tenantId: string; lang: string }) {
  const any = await queryRow(
    db,
    sql`select id from news_articles where tenant_id = ${options.tenantId} limit 1`,
    { id: col.int },
  );
  if (any) return;
  const actor =
    (await seedActorOf(db, options.tenantId, 'backoffice')) ??
    (await seedActorOf(db, options.tenantId, 'learner'));
  if (!actor) return;
  const { categories, items } = articles(options.lang !== 'en');
  const categoryIds = [
    await saveCategory(db, actor, { name: categories[0], sort: 1 }),
    await saveCategory(db, actor, { name: categories[1], sort: 2 }),
  ];
  for (const item of items) {
    const id = await createArticle(db, actor, {
      title: item.title,
      brief: item.brief,
      content: item.body,
      categoryId: categoryIds[item.category],
    });
    await setPublished(db, actor, id, true);
    if (item.top) await setTop(db, actor, id, true);
  }
}
