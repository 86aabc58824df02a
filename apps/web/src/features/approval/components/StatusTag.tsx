// An application's status as a coloured tag, in the centre's list and on its detail.
import { ApprovalStatus } from '@elearning/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ApprovalStatus, string> = {
  [ApprovalStatus.pending]: 'processing',
  [ApprovalStatus.approved]: 'success',
  [ApprovalStatus.rejected]: 'error',
  [ApprovalStatus.withdrawn]: 'default',
  [ApprovalStatus.returned]: 'warning',
};

export function StatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approval');
  return (
    <Tag color={COLORS[status]} data-testid="approval-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
