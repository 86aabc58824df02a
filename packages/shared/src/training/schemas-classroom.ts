// Request schemas of the back office's classrooms (original src/views/resource/classroom: list, edit,
// detail with its bookings): the original's field names (roomName, roomAddr, maxCapacity, hasProjector,
// roomArea, picReqList) and its `status` 1 enabled / 0 disabled.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blank, toNumber, zId, zIdList } from './schema-helpers.ts';

const zStatus = z.preprocess(
  toNumber,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.classroom.status' }),
);
const zRoomName = zRequiredText({
  required: 'validation.classroom.name',
  max: 50,
  tooLong: 'validation.classroom.name',
});
const zCapacity = z
  .number({ error: 'validation.classroom.capacity' })
  .int({ error: 'validation.classroom.capacity' })
  .min(0, { error: 'validation.classroom.capacity' })
  .max(100_000, { error: 'validation.classroom.capacity' });
/** A time as epoch ms or the original's 'yyyy-MM-dd HH:mm:ss'. */
const zWhen = z.preprocess(
  (value) => {
    const given = toNumber(value);
    return typeof given === 'string' ? Date.parse(given.replace(' ', 'T')) : given;
  },
  z.number({ error: 'validation.training.time' }).int({ error: 'validation.training.time' }).min(0),
);

/** `queryClassroomList`: name, category, address, status and a capacity range. */
export const ZClassroomListSchema = ZPageQuerySchema.extend({
  roomName: zOptionalText({ max: 50, tooLong: 'validation.classroom.name' }),
  categoryId: z.preprocess(blank, zId.optional()),
  roomAddr: zOptionalText({ max: 300, tooLong: 'validation.classroom.address' }),
  status: z.preprocess(blank, zStatus.optional()),
  minCapacity: z.preprocess(toNumber, zCapacity.optional()),
  maxCapacity: z.preprocess(toNumber, zCapacity.optional()),
});
export type TClassroomList = z.infer<typeof ZClassroomListSchema>;

/** `addClassroom` / `updateClassroom` (with `id`). */
export const ZClassroomSaveSchema = z.object({
  id: z.preprocess(blank, zId.optional()),
  roomName: zRoomName,
  categoryId: z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.classroom.category' })
      .int({ error: 'validation.classroom.category' })
      .min(1, { error: 'validation.classroom.category' })
      .max(2_147_483_647, { error: 'validation.classroom.category' }),
  ),
  roomAddr: zRequiredText({
    required: 'validation.classroom.address',
    max: 300,
    tooLong: 'validation.classroom.address',
  }),
  /** Empty or 0: no limit. */
  maxCapacity: z.preprocess(toNumber, zCapacity.optional()),
  hasProjector: z.preprocess(
    (value) => (typeof value === 'boolean' ? Number(value) : toNumber(value)),
    z.union([z.literal(0), z.literal(1)], { error: 'validation.classroom.status' }).default(0),
  ),
  roomArea: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blank(value)),
    z
      .number({ error: 'validation.classroom.area' })
      .min(0, { error: 'validation.classroom.area' })
      .max(100_000, { error: 'validation.classroom.area' })
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, { message: 'validation.classroom.area' })
      .default(0),
  ),
  picReqList: z
    .array(
      z.object({
        fileName: zOptionalText({ max: 200, tooLong: 'validation.classroom.pictures' }),
        fileUrl: zRequiredText({
          required: 'validation.classroom.pictures',
          max: 1000,
          tooLong: 'validation.classroom.pictures',
        }),
      }),
      { error: 'validation.classroom.pictures' },
    )
    .max(10, { error: 'validation.classroom.pictures' })
    .default([]),
});
export type TClassroomSave = z.infer<typeof ZClassroomSaveSchema>;
/** `updateClassroom`: the same, `id` required. */
export const ZClassroomUpdateSchema = ZClassroomSaveSchema.extend({ id: zId });

export const ZClassroomIdSchema = z.object({ id: zId });
export const ZClassroomIdsSchema = z.object({ ids: zIdList });
export const ZClassroomStatusSchema = z.object({ id: zId, status: zStatus });
/** `roomNameIsExit`: the name, and the classroom being edited (its own name is not taken). */
export const ZClassroomNameSchema = z.object({
  roomName: zRoomName,
  id: z.preprocess(blank, zId.optional()),
});

/** `book/queryClassRoomList`: one classroom's bookings by purpose, applicant and time. */
export const ZClassroomReservationsSchema = ZPageQuerySchema.extend({
  id: zId,
  usedPurpose: zOptionalText({ max: 100, tooLong: 'validation.training.name' }),
  creatorId: z.preprocess(blank, zId.optional()),
  startTime: z.preprocess(blank, zWhen.optional()),
  endTime: z.preprocess(blank, zWhen.optional()),
});
export type TClassroomReservations = z.infer<typeof ZClassroomReservationsSchema>;

/** `queryClassroomApplicant`: who booked the classroom, by name. */
export const ZClassroomApplicantsSchema = ZPageQuerySchema.extend({
  id: zId,
  creatorName: zOptionalText({ max: 50, tooLong: 'validation.training.name' }),
});
export type TClassroomApplicants = z.infer<typeof ZClassroomApplicantsSchema>;
