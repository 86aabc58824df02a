// The exam domain's back-office privileges (issue 20 item 7): menus of the 考评管理 group and the button codes
// the server checks on every back-office exam route (`backOffice(code)`). Lists and reads use the page's
// menu code; every change its button. Paths are the original back office's pages.
import type { DomainPrivileges } from '../role/privileges.ts';

export const examPrivilegeCodes = {
  examination: 'exam:examination',
  category: 'exam:category',
  categoryAdd: 'exam:category:add',
  categoryEdit: 'exam:category:edit',
  categoryDelete: 'exam:category:delete',
  categoryStop: 'exam:category:stop',
  question: 'exam:question',
  questionAdd: 'exam:question:add',
  questionEdit: 'exam:question:edit',
  questionDelete: 'exam:question:delete',
  questionImport: 'exam:question:import',
  questionExport: 'exam:question:export',
  paper: 'exam:paper',
  paperAdd: 'exam:paper:add',
  paperEdit: 'exam:paper:edit',
  paperDelete: 'exam:paper:delete',
  arrange: 'exam:arrange',
  arrangeAdd: 'exam:arrange:add',
  arrangeEdit: 'exam:arrange:edit',
  arrangeDelete: 'exam:arrange:delete',
  mark: 'exam:mark',
  markByPerson: 'exam:mark:byPerson',
  markByQuestion: 'exam:mark:byQuestion',
  grade: 'exam:grade',
  gradePublish: 'exam:grade:publish',
  gradeOffline: 'exam:grade:offline',
  report: 'exam:report',
  reportExport: 'exam:report:export',
} as const;

const C = examPrivilegeCodes;
const M = '/examManagement';

const menu = (code: string, zh: string, en: string, path: string, sort: number) => ({
  code,
  name: { zh, en },
  path,
  parent: C.examination,
  sort,
});
const button = (code: string, zh: string, en: string, parentMenu: string) => ({
  code,
  name: { zh, en },
  menu: parentMenu,
});

export const examPrivileges: DomainPrivileges = {
  menus: [
    { code: C.examination, name: { zh: '考评管理', en: 'Exams' }, path: M, sort: 400, icon: 'exam' },
    menu(C.category, '分类管理', 'Categories', `${M}/category/management`, 401),
    menu(C.question, '题库管理', 'Question bank', `${M}/question/questionList`, 402),
    menu(C.paper, '试卷管理', 'Papers', `${M}/testPaper/testPaper`, 403),
    menu(C.arrange, '考试安排', 'Exam arrangements', `${M}/examSchedule/list`, 404),
    menu(C.mark, '手工评卷', 'Marking', `${M}/mark/MarkList`, 405),
    menu(C.grade, '成绩管理', 'Grades', `${M}/grade/achievement`, 406),
    menu(C.report, '考试统计', 'Exam report', '/report/examStatistics', 407),
  ],
  buttons: [
    button(C.categoryAdd, '新建分类', 'Add category', C.category),
    button(C.categoryEdit, '编辑分类', 'Edit category', C.category),
    button(C.categoryDelete, '删除分类', 'Delete category', C.category),
    button(C.categoryStop, '停用/启用分类', 'Disable or enable category', C.category),
    button(C.questionAdd, '新增试题', 'Add question', C.question),
    button(C.questionEdit, '编辑试题', 'Edit question', C.question),
    button(C.questionDelete, '删除试题', 'Delete question', C.question),
    button(C.questionImport, '导入试题', 'Import questions', C.question),
    button(C.questionExport, '导出试题', 'Export questions', C.question),
    button(C.paperAdd, '创建试卷', 'Add paper', C.paper),
    button(C.paperEdit, '编辑试卷', 'Edit paper', C.paper),
    button(C.paperDelete, '删除试卷', 'Delete paper', C.paper),
    button(C.arrangeAdd, '创建考试', 'Add exam', C.arrange),
    button(C.arrangeEdit, '编辑考试', 'Edit exam', C.arrange),
    button(C.arrangeDelete, '删除考试', 'Delete exam', C.arrange),
    button(C.markByPerson, '逐人评卷', 'Mark by examinee', C.mark),
    button(C.markByQuestion, '逐题评卷', 'Mark by question', C.mark),
    button(C.gradePublish, '发布成绩', 'Publish grades', C.grade),
    button(C.gradeOffline, '录入线下成绩', 'Offline grades', C.grade),
    button(C.reportExport, '导出考试统计', 'Export exam report', C.report),
  ],
};
