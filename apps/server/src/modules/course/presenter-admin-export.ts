// Column lists of the course back office's Excel exports (the admin course list and the course report),
// written through the spreadsheet module's `exportRows` with the caller's language.
import type { Bilingual, TAdminCourseRow, TCourseReportRow } from '@elearning/shared';
import type { ExportColumn } from '../spreadsheet/write-service.ts';

const STATUS: Record<1 | 2, Bilingual> = {
  1: { 'zh-CN': '已发布', en: 'Published' },
  2: { 'zh-CN': '草稿', en: 'Draft' },
};
const SHELF: Record<0 | 1, Bilingual> = {
  0: { 'zh-CN': '已下架', en: 'Off shelf' },
  1: { 'zh-CN': '已上架', en: 'On shelf' },
};

export const courseListExport = {
  fileName: { 'zh-CN': '课程列表', en: 'courses' },
  columns: [
    { key: 'courseNo', header: { 'zh-CN': '课程编号', en: 'Course no.' } },
    { key: 'name', header: { 'zh-CN': '课程名称', en: 'Course' }, width: 30 },
    { key: 'catalogName', header: { 'zh-CN': '所在分类', en: 'Category' } },
    { key: 'teacherName', header: { 'zh-CN': '讲师', en: 'Lecturer' } },
    { key: 'creditHours', header: { 'zh-CN': '学时', en: 'Credit hours' } },
    { key: 'points', header: { 'zh-CN': '积分', en: 'Points' } },
    { key: 'chapterNum', header: { 'zh-CN': '章节数', en: 'Chapters' } },
    { key: 'studyNum', header: { 'zh-CN': '学习人数', en: 'Learners' } },
    { key: 'status', header: { 'zh-CN': '状态', en: 'Status' } },
    { key: 'shelf', header: { 'zh-CN': '上架', en: 'Shelf' } },
  ] satisfies ExportColumn[],
};

export function courseListRecord(row: TAdminCourseRow, lang: keyof Bilingual) {
  return { ...row, status: STATUS[row.status][lang], shelf: SHELF[row.isPutaway][lang] };
}

export const courseReportExport = {
  fileName: { 'zh-CN': '课程报表', en: 'course-report' },
  columns: [
    { key: 'courseName', header: { 'zh-CN': '课程名称', en: 'Course' }, width: 30 },
    { key: 'catalogName', header: { 'zh-CN': '所在分类', en: 'Category' } },
    { key: 'teacherName', header: { 'zh-CN': '讲师', en: 'Lecturer' } },
    { key: 'learnerNum', header: { 'zh-CN': '学员数', en: 'Learners' } },
    { key: 'startedNum', header: { 'zh-CN': '已开始', en: 'Started' } },
    { key: 'finishedNum', header: { 'zh-CN': '已完成', en: 'Finished' } },
    { key: 'completionRate', header: { 'zh-CN': '完成率(%)', en: 'Completion (%)' } },
    { key: 'averageProgress', header: { 'zh-CN': '平均进度(%)', en: 'Mean progress (%)' } },
    { key: 'studyMinutes', header: { 'zh-CN': '学习总时长(分钟)', en: 'Study time (min)' } },
  ] satisfies ExportColumn[],
};

export function courseReportRecord(row: TCourseReportRow) {
  return { ...row, studyMinutes: Math.round(row.studySeconds / 6) / 10 };
}
