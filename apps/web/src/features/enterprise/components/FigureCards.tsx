// The figures of a set of people (the admin's subtree, a unit or one learner) as labelled numbers.
import type { TEnterpriseFigures } from '@elearning/shared';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

export function FigureCards({ figures }: { figures: TEnterpriseFigures }) {
  const { t } = useTranslation('enterprise');
  const items = [
    ['people', figures.userNum],
    ['courseStudents', figures.course.students],
    ['studyHours', figures.course.studyHours],
    ['examStudents', figures.exam.students],
    ['examPassed', figures.exam.passed],
    ['trainStudents', figures.train.students],
    ['trainPassRate', figures.train.passRate],
    ['liveViewers', figures.live.viewers],
    ['planStudents', figures.plan.students],
  ] as const;
  return (
    <div className="enterprise-cards" data-testid="enterprise-figures">
      {items.map(([key, value]) => (
        <Card key={key} size="small">
          <Statistic title={t(`overview.${key}`)} value={value} />
        </Card>
      ))}
    </div>
  );
}
