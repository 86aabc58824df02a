// Demo study map, made through the study-map services as an administrator would: an ability dictionary
// (levels and learning ways linking the tenant's first courses, exam, live and training, plus materials),
// competency models of the first two positions, promotion routes from the first position, and the whole
// company allowed to choose their own position. Idempotent: a tenant with any ability is left as it is.
import { AbilityRouteType, type TAbilitySave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows } from '../db/rows.ts';
import { getAbility, saveAbility } from '../modules/study-map/admin-ability-service.ts';
import { setPositionAbilities } from '../modules/study-map/admin-model-service.ts';
import { submitRoutes } from '../modules/study-map/admin-route-service.ts';
import { setAllowedOrg } from '../modules/study-map/position-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

type Ref = { id: number; name: string };

async function firstOf(db: Db, table: 'courses' | 'exams' | 'trainings', tenantId: string, limit: number) {
  return queryRows(
    db,
    sql`select id, name from ${sql.raw(table)} where tenant_id = ${tenantId} order by id limit ${limit}`,
    { id: col.int, name: col.text },
  );
}

function way(type: AbilityRouteType, ref: Ref | undefined) {
  return ref ? [{ routeType: type, bizId: ref.id, routeName: ref.name }] : [];
}

export async function seedStudyMap(db: Db, options: { tenantId: string; lang: 'zh-CN' | 'en' }) {
  const { tenantId } = options;
  const existing = await queryRow(
    db,
    sql`select id from study_map_abilities where tenant_id = ${tenantId} limit 1`,
    {
      id: col.int,
    },
  );
  if (existing) return;
  const actor = await seedActorOf(db, tenantId, 'backoffice');
  if (!actor) return;
  const zh = options.lang === 'zh-CN';
  const courses = await firstOf(db, 'courses', tenantId, 3);
  const [exam] = await firstOf(db, 'exams', tenantId, 1);
  const [training] = await firstOf(db, 'trainings', tenantId, 1);
  const [live] = await queryRows(
    db,
    sql`select id, channel_name as name from live_plans where tenant_id = ${tenantId} order by id limit 1`,
    { id: col.int, name: col.text },
  );
  const material = (name: string, what: string) => ({
    routeType: AbilityRouteType.material,
    bizId: 0,
    routeName: name,
    material: what,
  });
  const abilities: TAbilitySave[] = [
    {
      abilityName: zh ? '专业技能' : 'Professional skills',
      abilityDesc: zh ? '掌握岗位所需的专业知识与技能' : 'The knowledge and skills the job needs',
      levels: [
        {
          levelName: zh ? '中级' : 'Intermediate',
          sort: 3,
          routes: [
            ...way(AbilityRouteType.course, courses[0]),
            ...way(AbilityRouteType.exam, exam),
            material(
              zh ? '项目总结报告' : 'Project report',
              zh ? '上传一份近期项目的总结报告' : 'Upload a recent project report',
            ),
          ],
        },
        {
          levelName: zh ? '高级' : 'Advanced',
          sort: 5,
          routes: [...way(AbilityRouteType.course, courses[1])],
        },
      ],
    },
    {
      abilityName: zh ? '沟通协作' : 'Communication',
      abilityDesc: zh ? '清晰表达，高效协作' : 'Speaks clearly, works well with others',
      levels: [
        {
          levelName: zh ? '良好' : 'Good',
          sort: 2,
          routes: [...way(AbilityRouteType.course, courses[2]), ...way(AbilityRouteType.live, live)],
        },
      ],
    },
    {
      abilityName: zh ? '问题解决' : 'Problem solving',
      abilityDesc: zh ? '分析问题并推动解决' : 'Analyses problems and drives them to a solution',
      levels: [
        {
          levelName: zh ? '熟练' : 'Skilled',
          sort: 4,
          routes: [
            ...way(AbilityRouteType.training, training),
            material(
              zh ? '改进案例' : 'Improvement case',
              zh ? '描述一次你推动的改进' : 'Describe an improvement you led',
            ),
          ],
        },
      ],
    },
  ];
  const saved: Awaited<ReturnType<typeof getAbility>>[] = [];
  for (const ability of abilities) {
    const id = await saveAbility(db, actor, ability);
    saved.push(await getAbility(db, actor, id));
  }
  const positions = await queryRows(
    db,
    sql`select id, name from positions where tenant_id = ${tenantId} order by id limit 3`,
    { id: col.int, name: col.text },
  );
  const levelAt = (index: number, levelIndex = 0) => {
    const entry = saved[index];
    const level = entry?.levels[levelIndex];
    return entry && level ? [{ abilityId: entry.ability.id, levelId: level.id }] : [];
  };
  const [first, second, third] = positions;
  if (first)
    await setPositionAbilities(db, actor, {
      positionId: first.id,
      abilities: [...levelAt(0), ...levelAt(1), ...levelAt(2)],
    });
  if (second)
    await setPositionAbilities(db, actor, {
      positionId: second.id,
      abilities: [...levelAt(0, 1), ...levelAt(2)],
    });
  if (first && second)
    await submitRoutes(db, actor, {
      positionId: first.id,
      routes: [
        { positionIds: [first.id, second.id, ...(third ? [third.id] : [])] },
        ...(third ? [{ positionIds: [first.id, third.id] }] : []),
      ],
    });
  const company = await queryRow(
    db,
    sql`select id from organisations where tenant_id = ${tenantId} and parent_id is null order by id limit 1`,
    { id: col.int },
  );
  if (company) await setAllowedOrg(db, tenantId, company.id);
}
