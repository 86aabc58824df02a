// Back-office privilege codes of the questionnaire domain (shape: role/privileges.ts): the template and
// arrangement pages of the original back office (/questionnaire/*) and their actions.
import type { DomainPrivileges } from '../role/privileges.ts';

export const questionnairePrivilegeCodes = {
  root: 'questionnaire:root',
  template: 'questionnaire:template',
  templateAdd: 'questionnaire:template:add',
  templateEdit: 'questionnaire:template:edit',
  templateDelete: 'questionnaire:template:delete',
  plan: 'questionnaire:plan',
  planAdd: 'questionnaire:plan:add',
  planEdit: 'questionnaire:plan:edit',
  planDelete: 'questionnaire:plan:delete',
  planControl: 'questionnaire:plan:control',
  planResults: 'questionnaire:plan:results',
} as const;

const C = questionnairePrivilegeCodes;
const button = (code: string, zh: string, en: string, menu: string) => ({ code, name: { zh, en }, menu });

export const questionnairePrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '问卷管理', en: 'Questionnaires' }, path: '/questionnaire', sort: 60 },
    {
      code: C.template,
      name: { zh: '问卷模板', en: 'Templates' },
      path: '/questionnaire/management',
      parent: C.root,
      sort: 1,
    },
    {
      code: C.plan,
      name: { zh: '问卷安排', en: 'Arrangements' },
      path: '/questionnaire/arrange/index',
      parent: C.root,
      sort: 2,
    },
  ],
  buttons: [
    button(C.templateAdd, '新建模板', 'Create template', C.template),
    button(C.templateEdit, '编辑模板', 'Edit template', C.template),
    button(C.templateDelete, '删除模板', 'Delete template', C.template),
    button(C.planAdd, '新建安排', 'Create arrangement', C.plan),
    button(C.planEdit, '编辑安排', 'Edit arrangement', C.plan),
    button(C.planDelete, '删除安排', 'Delete arrangement', C.plan),
    button(C.planControl, '开始/暂停/结束', 'Start / suspend / finish', C.plan),
    button(C.planResults, '查看结果与导出', 'Results and export', C.plan),
  ],
};
