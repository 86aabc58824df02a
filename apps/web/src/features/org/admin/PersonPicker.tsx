// Picks people of the tenant by name, account or phone (for lecturers and tutors).
import type { TAdminUser } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { orgAdminApi } from './api.ts';

export function PersonPicker(props: { label: string; value?: number[]; onChange: (ids: number[]) => void }) {
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['org-admin', 'pick', search],
    queryFn: () => orgAdminApi.users({ search, pageSize: 20 }),
    enabled: search.length > 0,
  });
  return (
    <Select<number[]>
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      aria-label={props.label}
      placeholder={props.label}
      style={{ width: '100%' }}
      value={props.value ?? []}
      onChange={props.onChange}
      options={(found.data?.data ?? []).map((user: TAdminUser) => ({
        value: user.userId,
        label: `${user.name} (${user.account})`,
      }))}
    />
  );
}
