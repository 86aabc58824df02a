// An exam learning way's batches (SPEC §2): a popover listing "name（第N批）" with the name cut at 15
// characters; a batch opens the exam's middle page.
import { RightOutlined } from '@ant-design/icons';
import { NAME_TRUNCATION, type TAbilityItem } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { studyMapApi } from '../api.ts';
import { truncate } from '../truncate.ts';

export function ExamBatches({ item }: { item: TAbilityItem }) {
  const { t } = useTranslation('study-map');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const batches = useQuery({
    queryKey: ['study-map', 'exam-batches', item.bizId],
    queryFn: () => studyMapApi.examBatches(item.bizId),
    enabled: open,
  });
  const name = truncate(item.routeName, NAME_TRUNCATION.exam);
  const content = batches.isLoading ? (
    <Spin size="small" />
  ) : (batches.data ?? []).length === 0 ? (
    <EmptyState compact />
  ) : (
    <ul className="study-map-batches">
      {(batches.data ?? []).map((batch) => (
        <li key={batch.id}>
          <Button type="text" block onClick={() => navigate(`/exam/middle?id=${batch.id}`)}>
            {t('batch', { name, number: batch.batchNumber + 1 })}
          </Button>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} placement="left">
      <Button type="link" size="small" aria-label={`${t('open')} ${item.routeName}`}>
        <RightOutlined />
      </Button>
    </Popover>
  );
}
