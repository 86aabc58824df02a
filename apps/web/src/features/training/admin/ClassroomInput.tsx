// The schedule editor's classroom field: free text (a place outside the tenant's rooms is allowed) with the
// tenant's enabled classrooms offered as the user types, each with its capacity and projector. The list
// needs the classroom privilege; without it the field is plain text.
import { classroomPaths, type TClassroom, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/index.ts';

export function ClassroomInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('training');
  const search = (value ?? '').trim();
  const rooms = useQuery({
    queryKey: ['admin', 'training', 'classrooms', 'pick', search],
    queryFn: () =>
      http.get<TPage<TClassroom>>(
        classroomPaths.list,
        { roomName: search, status: 1, pageNo: 1, pageSize: 20 },
        { silent: true },
      ),
    staleTime: 30_000,
    retry: false,
  });
  const options = (rooms.data?.data ?? []).map((room) => ({
    value: room.roomName,
    label: t('admin.classroomOption', {
      name: room.roomName,
      capacity: room.maxCapacity ?? t('admin.classroomNoLimit'),
      projector: room.hasProjector ? t('admin.classroomProjector') : '',
    }),
  }));
  return (
    <AutoComplete
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={t('admin.classroom')}
      aria-label={t('admin.classroom')}
      style={{ width: 200 }}
    />
  );
}
