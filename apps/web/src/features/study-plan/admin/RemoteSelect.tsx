// A select that searches the server as one types (300 ms debounce): the editor's item and audience pickers.
// `known` carries the labels of values already chosen (loaded with the plan).
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Option } from './api.ts';

type Props = {
  queryKey: readonly unknown[];
  search: (name: string) => Promise<Option[]>;
  known?: Option[];
  mode?: 'multiple';
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  ariaLabel: string;
  testId?: string;
};

export function RemoteSelect({
  queryKey,
  search,
  known = [],
  mode,
  value,
  onChange,
  ariaLabel,
  testId,
}: Props) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: [...queryKey, name], queryFn: () => search(name) });
  const options = new Map<number, string>(known.map((option) => [option.id, option.name]));
  for (const option of found.data ?? []) options.set(option.id, option.name);
  return (
    <Select
      showSearch
      mode={mode}
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={setTyped}
      loading={found.isFetching}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ minWidth: 240 }}
      options={[...options].map(([id, label]) => ({ value: id, label }))}
    />
  );
}
