// One area of the dashboard: its figures as a description list, with loading and error states of its own so
// one slow or failing area never blanks the others.
import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { report } from '../../../i18n/zh-CN/report.ts';
import { type DashboardFilter, type FigureArea, useFigures } from '../api.ts';

type FigureKey = keyof typeof report.admin.figures;

/** The figures of each area in the order shown; rates are percentages. */
export const AREA_FIGURES: Record<FigureArea, readonly FigureKey[]> = {
  organisation: ['orgNum', 'positionNum', 'roleNum', 'managerNum'],
  members: ['userNum', 'teacherNum'],
  logins: ['loginUsers', 'loginTimes'],
  course: ['courseNum', 'studentNum', 'allTime', 'avgTime'],
  live: ['liveTimes', 'playerTimes'],
  plan: ['compulsoryNum', 'compulsoryStudents', 'compulsoryTime'],
  train: ['trainNum', 'trainStudents', 'trainTime', 'trainPass'],
  exam: ['examNum', 'examStudents', 'examTimes', 'passRate'],
};
const PERCENT: ReadonlySet<FigureKey> = new Set(['trainPass', 'passRate']);

export function FigureBlock({ area, filter }: { area: FigureArea; filter: DashboardFilter }) {
  const { t, i18n } = useTranslation('report');
  const figures = useFigures(area, filter);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const titleId = `report-area-${area}`;
  return (
    <Card
      className="report-block"
      title={<h2 id={titleId}>{t(`admin.areas.${area}`)}</h2>}
      data-testid={`report-${area}`}
      aria-labelledby={titleId}
      role="region"
    >
      {figures.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : figures.isError ? (
        <Alert type="error" showIcon title={t('admin.loadFailed')} />
      ) : (
        <dl className="report-figures">
          {AREA_FIGURES[area].map((key) => (
            <div key={key} className="report-figure" data-testid={`figure-${key}`}>
              <dt>{t(`admin.figures.${key}`)}</dt>
              <dd>
                {number.format(figures.data[key] ?? 0)}
                {PERCENT.has(key) ? '%' : ''}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
