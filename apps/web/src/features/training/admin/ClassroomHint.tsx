// The schedule editor's classroom check: while a session names a classroom and a time, say whether another
// training's session holds that room then (the server refuses the save either way, naming the holder).
import { type TClassroomBooking, trainingAdminPaths } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/index.ts';

export function ClassroomHint({
  classroom,
  range,
}: {
  classroom: string | undefined;
  range: [Dayjs, Dayjs] | undefined;
}) {
  const { t } = useTranslation('training');
  const room = (classroom ?? '').trim();
  const startTime = range?.[0]?.valueOf();
  const endTime = range?.[1]?.valueOf();
  const ready = room !== '' && startTime !== undefined && endTime !== undefined && endTime > startTime;
  const bookings = useQuery({
    queryKey: ['admin', 'training', 'classroom', room, startTime, endTime],
    queryFn: () =>
      http.get<TClassroomBooking[]>(trainingAdminPaths.classroomBookings, {
        classroom: room,
        startTime,
        endTime,
      }),
    enabled: ready,
    staleTime: 10_000,
  });
  if (!ready || !bookings.data) return null;
  const [first] = bookings.data;
  if (!first)
    return (
      <Typography.Text type="success" data-testid="classroom-free">
        {t('admin.classroomFree')}
      </Typography.Text>
    );
  const when = `${new Date(first.startTime).toLocaleString()} – ${new Date(first.endTime).toLocaleTimeString()}`;
  return (
    <Typography.Text type="danger" data-testid="classroom-taken">
      {t('admin.classroomTaken', { value: `${first.trainName} · ${first.title} (${when})` })}
    </Typography.Text>
  );
}
