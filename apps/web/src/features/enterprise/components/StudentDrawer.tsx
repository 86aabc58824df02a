// One learner's study situation (every area), opened from the students list.
import type { TEnterpriseStudent } from '@elearning/shared';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudentSituation } from '../api.ts';
import { FigureCards } from './FigureCards.tsx';
import { QueryState } from './QueryState.tsx';

export function StudentDrawer({
  student,
  onClose,
}: {
  student: TEnterpriseStudent | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('enterprise');
  const situation = useStudentSituation(student?.userId);
  return (
    <Drawer
      open={student !== undefined}
      width={640}
      title={student ? t('learner.title', { name: student.name }) : ''}
      onClose={onClose}
      data-testid="enterprise-student-drawer"
    >
      <QueryState query={situation}>
        {situation.data ? <FigureCards figures={situation.data.figures} /> : null}
      </QueryState>
    </Drawer>
  );
}
