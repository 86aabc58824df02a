// Rows of the live report as the original report page reads them (liveClass.vue's column props), and the
// export columns of each table in both languages. Times are epoch milliseconds; hours have two decimals.
import type { ExportColumn } from '../spreadsheet/write-service.ts';
import type { reportExams, reportOverview, reportViewings } from './report-service.ts';

type Rows<F extends (...args: never[]) => Promise<{ rows: unknown[] }>> = Awaited<
  ReturnType<F>
>['rows'][number];
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const day = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function presentOverviewRow(row: Rows<typeof reportOverview>) {
  return {
    liveId: row.id,
    liveName: row.channel_name,
    liveLecturer: row.lecturer_name,
    startTime: row.start_at,
    liveDuration: hours(row.seconds),
    planNumber: row.plan_number,
    actualNumber: row.actual_number,
    creator: row.creator_name,
    dept: row.creator_org,
    createTime: row.created_at,
  };
}

export function presentExamRow(row: Rows<typeof reportExams>) {
  return {
    userId: row.user_id,
    username: row.user_name,
    workNo: row.work_no,
    dept: row.org_name,
    position: row.position_name,
    liveId: row.source_id,
    liveName: row.source_name,
    examId: row.exam_id,
    examName: row.exam_name,
    startTime: row.last_at.getTime(),
    examTimes: row.sittings,
    examTime: row.time_limit_minutes,
    score: row.best_score,
    isPass: row.passed ? 1 : 0,
  };
}

export function presentViewingRow(row: Rows<typeof reportViewings>) {
  return {
    userId: row.user_id,
    username: row.user_name,
    workNo: row.work_no,
    dept: row.org_name,
    position: row.position_name,
    liveName: row.channel_name,
    watchTime: hours(row.watch_seconds),
    startTime: row.start_at,
    endTime: row.end_at,
    province: '',
    city: '',
  };
}

/** The export's cells: times as text, pass as 是/否 in the caller's language. */
export const exportCell = {
  time: day,
  pass: (passed: number, lang: 'zh-CN' | 'en') =>
    passed ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否',
};

const c = (key: string, zh: string, en: string): ExportColumn => ({ key, header: { 'zh-CN': zh, en } });

export const reportExportColumns = {
  overview: [
    c('liveName', '直播名称', 'Live'),
    c('liveLecturer', '直播讲师', 'Lecturer'),
    c('startTime', '直播时间', 'Start'),
    c('liveDuration', '直播时长（h）', 'Hours broadcast'),
    c('planNumber', '计划人数', 'Planned people'),
    c('actualNumber', '参与人数', 'People who watched'),
    c('creator', '创建人', 'Created by'),
    c('dept', '创建人部门', 'Creator’s department'),
    c('createTime', '创建时间', 'Created'),
  ],
  exam: [
    c('username', '姓名', 'Name'),
    c('workNo', '用户编码', 'User number'),
    c('dept', '部门', 'Department'),
    c('position', '岗位', 'Position'),
    c('liveName', '直播名称', 'Live'),
    c('examName', '考试名称', 'Exam'),
    c('startTime', '考试时间', 'Exam time'),
    c('examTimes', '考试次数', 'Sittings'),
    c('examTime', '考试限时（min）', 'Time limit (min)'),
    c('score', '成绩（分）', 'Score'),
    c('isPass', '是否通过', 'Passed'),
  ],
  detail: [
    c('username', '姓名', 'Name'),
    c('workNo', '用户编码', 'User number'),
    c('dept', '部门', 'Department'),
    c('position', '岗位', 'Position'),
    c('liveName', '直播名称', 'Live'),
    c('watchTime', '累计观看时长（h）', 'Hours watched'),
    c('startTime', '进入时间', 'Entered'),
    c('endTime', '离开时间', 'Left'),
    c('province', '地区', 'Region'),
    c('city', '城市', 'City'),
  ],
};
