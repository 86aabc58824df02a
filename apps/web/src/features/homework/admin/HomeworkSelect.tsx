// Choosing one of the tenant's assignments by name, for a form field (the training editor's homework
// session): it searches the back-office list by title or source name as one types (300 ms debounce) and
// shows each as "title · source". Antd's Select is a combobox: type to search, arrow keys move, Enter
// chooses, Escape closes, so it works with the keyboard alone. The chosen assignment's label is kept, so
// the field still names it after the search text changes. Used inside a Form.Item (value / onChange).
import type { THomeworkAdminRow } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkAdminApi, homeworkAdminKeys } from './api.ts';

type Props = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  testId?: string;
};

const SEARCH_PAGE = 20;

function labelOf(row: THomeworkAdminRow): string {
  return row.bizName ? `${row.title} · ${row.bizName}` : row.title;
}

export function HomeworkSelect({ value, onChange, testId }: Props) {
  const { t } = useTranslation('homework');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: homeworkAdminKeys.search(keyword),
    queryFn: () =>
      homeworkAdminApi.list({ pageNo: 1, pageSize: SEARCH_PAGE, ...(keyword ? { keyword } : {}) }),
  });
  const options = (found.data?.data ?? []).map((row) => ({ value: row.id, label: labelOf(row) }));
  if (chosen && chosen.value === value && !options.some((option) => option.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        setChosen(next !== undefined && picked ? { value: next, label: String(picked.label) } : null);
        onChange?.(next);
      }}
      loading={found.isFetching}
      placeholder={t('admin.pickHomework')}
      aria-label={t('admin.pickHomework')}
      notFoundContent={found.isError ? found.error.message : t('admin.noHomeworkFound')}
      data-testid={testId}
      style={{ minWidth: 260 }}
      options={options}
    />
  );
}
