// Seeds the demo tenants on first start; idempotent (a tenant that exists is left as it is, and each
// domain seed only fills what its domain lacks).
import { eq } from 'drizzle-orm';
import { hashPassword } from '../core/passwords.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  agreements,
  dictionaries,
  menuGrants,
  menus,
  organisations,
  orgPrivileges,
  positions,
  tenants,
  userIdentities,
  users,
} from '../db/schema/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { seedAchievements } from './achievement-seed.ts';
import { seedCommerce } from './commerce-seed.ts';
import { seedCommunity } from './community-seed.ts';
import { seedCourseCategories } from './course-admin-seed.ts';
import { seedCourses } from './course-seed.ts';
import { seedCustomerService } from './customer-service-seed.ts';
import { acmeAccounts, DEMO_PASSWORD, type DemoAccount, learnAccounts } from './demo-accounts.ts';
import { seedExamAdmin } from './exam-admin-seed.ts';
import { seedExams } from './exam-seed.ts';
import { seedHomework } from './homework-seed.ts';
import { seedKnowledge } from './knowledge-seed.ts';
import { seedLives } from './live-seed.ts';
import { seedMall } from './mall-seed.ts';
import { demoMenus, type MenuSeed } from './menus.ts';
import { seedMessages } from './message-seed.ts';
import { seedNews } from './news-seed.ts';
import { seedOrg } from './org-seed.ts';
import { seedQuestionnaires } from './questionnaire-seed.ts';
import { seedRoles } from './role-seed.ts';
import { seedStudyMap } from './study-map-seed.ts';
import { seedStudyPlans } from './study-plan-seed.ts';
import { seedTrainings } from './training-seed.ts';

type TenantSeed = {
  id: string;
  name: string;
  siteName: string;
  filingNumber: string;
  /** Language of the tenant's demo content. */
  lang: 'zh-CN' | 'en';
  orgTree: OrgSeed;
  positions: string[];
  accounts: DemoAccount[];
};
type OrgSeed = { name: string; code: string; children?: OrgSeed[] };

const TENANTS: TenantSeed[] = [
  {
    id: 'learn',
    name: '企业学习示范租户',
    siteName: '企业在线学习平台',
    filingNumber: '京ICP备20210401号-1',
    lang: 'zh-CN',
    orgTree: {
      name: '示范集团总部',
      code: 'HQ',
      children: [
        {
          name: '研发中心',
          code: 'RD',
          children: [
            { name: '前端组', code: 'RD-FE' },
            { name: '后端组', code: 'RD-BE' },
          ],
        },
        { name: '市场部', code: 'MKT' },
        { name: '人力资源部', code: 'HR' },
      ],
    },
    positions: ['软件工程师', '高级软件工程师', '产品经理', '市场专员', '人力资源业务伙伴'],
    accounts: learnAccounts,
  },
  {
    id: 'acme',
    name: 'Acme Corporation',
    siteName: 'Acme Learning',
    filingNumber: '',
    lang: 'en',
    orgTree: { name: 'Acme HQ', code: 'ACME', children: [{ name: 'Sales', code: 'ACME-S' }] },
    positions: ['Sales Representative'],
    accounts: acmeAccounts,
  },
];

const REGISTER_AGREEMENT = `<h2>用户服务协议</h2>
<p>欢迎使用企业在线学习平台。注册即表示您同意遵守本协议及企业的学习管理制度。</p>
<p>您的学习记录、考试成绩与积分将由所在企业用于培训管理；平台不会向第三方出售您的个人信息。</p>
<p>请妥善保管账号与密码，因账号外借造成的后果由账号持有人承担。</p>`;

async function insertOrgTree(
  tx: DbOrTx,
  tenantId: string,
  node: OrgSeed,
  parentId: number | null,
  sort: number,
) {
  const [row] = await tx
    .insert(organisations)
    .values({ tenantId, parentId, name: node.name, code: node.code, sort })
    .returning({ id: organisations.id });
  const ids = [row!.id];
  for (const [index, child] of (node.children ?? []).entries()) {
    ids.push(...(await insertOrgTree(tx, tenantId, child, row!.id, index)));
  }
  return ids;
}

async function insertMenus(tx: DbOrTx, tenantId: string, items: MenuSeed[], parentId: number | null) {
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({
        tenantId,
        parentId,
        name: item.name,
        code: item.code,
        alias: item.code,
        path: item.path ?? '',
        icon: item.icon ?? '',
        menuType: item.menuType,
        sort: index,
      })
      .returning({ id: menus.id });
    if (item.owners.length > 0) {
      await tx
        .insert(menuGrants)
        .values(item.owners.map((identity) => ({ tenantId, menuId: row!.id, identity })));
    }
    if (item.children) await insertMenus(tx, tenantId, item.children, row!.id);
  }
}

async function seedTenant(db: Db, seed: TenantSeed, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({
      id: seed.id,
      name: seed.name,
      siteName: seed.siteName,
      filingNumber: seed.filingNumber,
    });
    const orgIds = await insertOrgTree(tx, seed.id, seed.orgTree, null, 0);
    const positionRows = await tx
      .insert(positions)
      .values(
        seed.positions.map((name, index) => ({
          tenantId: seed.id,
          name,
          code: `P${index + 1}`,
          sort: index,
        })),
      )
      .returning({ id: positions.id });
    const userIds = new Map<string, number>();
    for (const [index, demo] of seed.accounts.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: seed.id,
          account: demo.account,
          passwordHash,
          name: demo.name,
          realName: demo.name,
          nickName: demo.name,
          phone: demo.phone,
          email: `${demo.account}@${seed.id}.example.com`,
          workNo: `${seed.id.toUpperCase()}${String(index + 1).padStart(4, '0')}`,
          companyId: orgIds[0],
          orgId: orgIds[(index % (orgIds.length - 1)) + 1] ?? orgIds[0],
          positionId: positionRows[index % positionRows.length]?.id,
        })
        .returning({ id: users.id });
      userIds.set(demo.account, user!.id);
    }
    for (const demo of seed.accounts) {
      const vipExpiresAt =
        demo.vipLevel === 'monthly'
          ? new Date(Date.now() + 30 * 86_400_000)
          : demo.vipLevel === 'yearly'
            ? new Date(Date.now() + 365 * 86_400_000)
            : null;
      await tx.insert(userIdentities).values({
        userId: userIds.get(demo.account)!,
        tenantId: seed.id,
        isTeacher: demo.isTeacher ?? false,
        isTutor: demo.isTutor ?? false,
        tutorUserId: demo.tutorOf ? (userIds.get(demo.tutorOf) ?? null) : null,
        isOrgAdmin: demo.isOrgAdmin ?? false,
        roleId: demo.roleId ?? 0,
        vipLevel: demo.vipLevel ?? 'none',
        vipExpiresAt,
      });
      if (demo.isOrgAdmin) {
        await tx
          .insert(orgPrivileges)
          .values(orgIds.map((orgId) => ({ tenantId: seed.id, userId: userIds.get(demo.account)!, orgId })));
      }
    }
    await insertMenus(tx, seed.id, demoMenus, null);
    await tx.insert(dictionaries).values([
      { tenantId: seed.id, code: 'sex', dictKey: '1', dictValue: '男', sort: 1 },
      { tenantId: seed.id, code: 'sex', dictKey: '2', dictValue: '女', sort: 2 },
      { tenantId: seed.id, code: 'trainWay', dictKey: '1', dictValue: '在线', sort: 1 },
      { tenantId: seed.id, code: 'trainWay', dictKey: '2', dictValue: '面授', sort: 2 },
      { tenantId: seed.id, code: 'trainWay', dictKey: '3', dictValue: '混合', sort: 3 },
      { tenantId: seed.id, code: 'trainWay', dictKey: '4', dictValue: '外训', sort: 4 },
    ]);
    await tx.insert(agreements).values({
      tenantId: seed.id,
      kind: 'register',
      title: '用户服务协议',
      content: REGISTER_AGREEMENT,
      version: '2021-04-01',
    });
  });
}

/** Seeds every demo tenant that does not exist yet; returns the ids it created. With a storage, demo
 * content gets real files (course videos and documents); API tests run without one. */
export async function seedDemo(db: Db, options: { storage?: FileStorage } = {}): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const seed of TENANTS) {
    const [existing] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, seed.id))
      .limit(1);
    if (!existing) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      await seedTenant(db, seed, passwordHash);
      created.push(seed.id);
    }
    // Domain seeds run for tenants made before their domain existed too; each one is idempotent.
    await seedMessages(db, {
      tenantId: seed.id,
      lang: seed.lang,
      accounts: seed.accounts.map((a) => a.account),
    });
    await seedCourses(db, { tenantId: seed.id, lang: seed.lang, storage: options.storage });
    await seedExams(db, { tenantId: seed.id });
    await seedQuestionnaires(db, { tenantId: seed.id, lang: seed.lang });
    await seedMall(db, { tenantId: seed.id, lang: seed.lang });
    await seedCommerce(db, { tenantId: seed.id, lang: seed.lang });
    await seedHomework(db, { tenantId: seed.id, lang: seed.lang });
    await seedRoles(db, { tenantId: seed.id });
    await seedOrg(db, { tenantId: seed.id });
    await seedCourseCategories(db, { tenantId: seed.id });
    await seedExamAdmin(db, { tenantId: seed.id });
    await seedLives(db, { tenantId: seed.id, lang: seed.lang });
    await seedTrainings(db, { tenantId: seed.id, lang: seed.lang });
    await seedStudyMap(db, { tenantId: seed.id, lang: seed.lang });
    await seedStudyPlans(db, { tenantId: seed.id, lang: seed.lang });
    await seedAchievements(db, { tenantId: seed.id, lang: seed.lang });
    await seedNews(db, { tenantId: seed.id, lang: seed.lang });
    await seedCommunity(db, { tenantId: seed.id, lang: seed.lang });
    await seedKnowledge(db, { tenantId: seed.id, lang: seed.lang });
    await seedCustomerService(db, { tenantId: seed.id, lang: seed.lang });
  }
  return created;
}
