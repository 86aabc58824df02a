// Empty state of every list and section: '暂无数据' (SPEC §8) from the shared catalogue, or a custom text.
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useSharedText } from '../i18n/hooks.ts';

type Props = { description?: ReactNode; compact?: boolean; testId?: string; children?: ReactNode };

export function EmptyState({ description, compact = false, testId = 'empty-state', children }: Props) {
  const shared = useSharedText();
  return (
    <Empty
      data-testid={testId}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={description ?? shared('common.noData')}
      style={{ margin: compact ? '16px 0' : '40px 0' }}
    >
      {children}
    </Empty>
  );
}
