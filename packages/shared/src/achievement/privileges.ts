// Back-office privilege codes of the achievement domain (shape: role/privileges.ts): the original back
// office's points management (积分管理: rules, rule sources, points details and manual adjustments).
import type { DomainPrivileges } from '../role/privileges.ts';

export const achievementPrivilegeCodes = {
  root: 'achievement:root',
  rules: 'achievement:rules',
  ruleAdd: 'achievement:rules:add',
  ruleEdit: 'achievement:rules:edit',
  ruleDelete: 'achievement:rules:delete',
  ruleStop: 'achievement:rules:stop',
  details: 'achievement:details',
  adjust: 'achievement:details:adjust',
  sources: 'achievement:sources',
  sourceStop: 'achievement:sources:stop',
  revoke: 'achievement:details:revoke',
  import: 'achievement:details:import',
} as const;

const C = achievementPrivilegeCodes;
const button = (code: string, zh: string, en: string, menu: string) => ({ code, name: { zh, en }, menu });

export const achievementPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '积分管理', en: 'Points' }, path: '/creditManagement', sort: 65 },
    {
      code: C.rules,
      name: { zh: '积分规则管理', en: 'Points rules' },
      path: '/creditManagement/creditRule',
      parent: C.root,
      sort: 1,
    },
    {
      code: C.details,
      name: { zh: '积分明细', en: 'Points details' },
      path: '/creditManagement/credit',
      parent: C.root,
      sort: 2,
    },
    {
      code: C.sources,
      name: { zh: '系统规则来源', en: 'Rule sources' },
      path: '/creditManagement/systemRule',
      parent: C.root,
      sort: 3,
    },
  ],
  buttons: [
    button(C.ruleAdd, '新建规则', 'Add rule', C.rules),
    button(C.ruleEdit, '编辑规则', 'Edit rule', C.rules),
    button(C.ruleDelete, '删除规则', 'Delete rule', C.rules),
    button(C.ruleStop, '停用/启用规则', 'Stop or start rule', C.rules),
    button(C.adjust, '手动调整积分', 'Adjust points', C.details),
    button(C.revoke, '撤销积分明细', 'Revoke ledger entries', C.details),
    button(C.import, '导入积分', 'Import points', C.details),
    button(C.sourceStop, '停用/启用规则来源', 'Stop or start rule source', C.sources),
  ],
};
