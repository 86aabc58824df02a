// The learning record as CSV (UTF-8 with a byte-order mark so spreadsheet programs read Chinese correctly).
import { type Lang, POINTS_TIME_ZONE } from '@elearning/shared';

const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['时间', '类型', '名称', '学习时长(分钟)'],
  en: ['Time', 'Kind', 'Name', 'Study time (minutes)'],
};

const KINDS: Record<string, Record<Lang, string>> = {
  course: { 'zh-CN': '课程', en: 'Course' },
  exam: { 'zh-CN': '考试', en: 'Exam' },
  trainOnLine: { 'zh-CN': '在线培训', en: 'Online training' },
  trainOffLine: { 'zh-CN': '线下培训', en: 'Classroom training' },
  trainMix: { 'zh-CN': '混合培训', en: 'Blended training' },
  live: { 'zh-CN': '直播', en: 'Live' },
  studyPlan: { 'zh-CN': '学习计划', en: 'Study plan' },
  questionnaire: { 'zh-CN': '问卷', en: 'Questionnaire' },
};

function cell(value: string | number): string {
  const text = String(value);
  // Quote every cell; a leading formula character is neutralised (CSV injection).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: POINTS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function learningRecordCsv(
  rows: { kind: string; name: string; minutes: number; occurred_at: Date }[],
  lang: Lang,
): string {
  const lines = [HEADERS[lang].map(cell).join(',')];
  for (const row of rows) {
    const kind = KINDS[row.kind]?.[lang] ?? row.kind;
    lines.push([timeFormat.format(row.occurred_at), kind, row.name, row.minutes].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
