// The exam back office's Excel exports (through the spreadsheet module's writer): the question bank and the
// exam report, with bilingual headers.
import type { Lang, TAdminQuestion, TArrangeRow } from '@elearning/shared';
import type { ExportColumn, SheetRecord } from '../spreadsheet/write-service.ts';

const TYPE_NAMES: Record<string, { 'zh-CN': string; en: string }> = {
  single_choice: { 'zh-CN': '单选题', en: 'Single choice' },
  multi_choice: { 'zh-CN': '多选题', en: 'Multiple choice' },
  not_sure_choice: { 'zh-CN': '不定项选择题', en: 'Indefinite choice' },
  judgment: { 'zh-CN': '判断题', en: 'True or false' },
  blank: { 'zh-CN': '填空题', en: 'Fill in the blank' },
  short_answer: { 'zh-CN': '简答题', en: 'Short answer' },
  question_group: { 'zh-CN': '组合题', en: 'Question group' },
};

export function typeName(type: string, lang: Lang): string {
  return TYPE_NAMES[type]?.[lang] ?? type;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

export const questionExport: { fileName: ExportColumn['header']; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '题库', en: 'Question bank' },
  columns: [
    { key: 'id', header: { 'zh-CN': '编号', en: 'ID' } },
    { key: 'type', header: { 'zh-CN': '题型', en: 'Type' } },
    { key: 'content', header: { 'zh-CN': '题干', en: 'Stem' }, width: 50 },
    { key: 'options', header: { 'zh-CN': '选项', en: 'Options' }, width: 40 },
    { key: 'answer', header: { 'zh-CN': '答案', en: 'Answer' } },
    { key: 'score', header: { 'zh-CN': '分数', en: 'Score' } },
    { key: 'difficulty', header: { 'zh-CN': '难度', en: 'Difficulty' } },
    { key: 'category', header: { 'zh-CN': '分类', en: 'Category' } },
    { key: 'creator', header: { 'zh-CN': '创建人', en: 'Created by' } },
  ],
};

export function questionRecord(question: TAdminQuestion, lang: Lang): SheetRecord {
  return {
    id: question.id,
    type: typeName(question.type, lang),
    content: plain(question.content),
    options: question.options.map((option) => `${option.key}. ${plain(option.content)}`).join('\n'),
    answer: question.answer,
    score: question.score,
    difficulty: question.difficulty,
    category: question.categoryName,
    creator: question.creatorName,
  };
}

export const reportExport: { fileName: ExportColumn['header']; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '考试统计', en: 'Exam report' },
  columns: [
    { key: 'examName', header: { 'zh-CN': '考试名称', en: 'Exam' }, width: 30 },
    { key: 'paperName', header: { 'zh-CN': '试卷', en: 'Paper' }, width: 24 },
    { key: 'examineeNum', header: { 'zh-CN': '应考人数', en: 'Examinees' } },
    { key: 'joinNum', header: { 'zh-CN': '实考人数', en: 'Taken' } },
    { key: 'passNum', header: { 'zh-CN': '通过人数', en: 'Passed' } },
    { key: 'passRate', header: { 'zh-CN': '通过率(%)', en: 'Pass rate (%)' } },
    { key: 'averageScore', header: { 'zh-CN': '平均分', en: 'Average score' } },
    { key: 'creatorName', header: { 'zh-CN': '创建人', en: 'Created by' } },
  ],
};

export function reportRecord(row: TArrangeRow): SheetRecord {
  return { ...row, averageScore: row.averageScore ?? '' };
}
