// Requests of the learner site's lecturer pages (bodies of POST calls; query strings work the same).
import { z } from 'zod';
import { ZPageQuerySchema, ZSearchTextSchema } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, zRowId } from '../course/schema-helpers.ts';
import { LecturerSort } from './constants-lecturer.ts';

export const ZLecturerDirectorySchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({
    teacherName: z.preprocess(blankToUndefined, ZSearchTextSchema.optional()),
    type: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
      z
        .enum([LecturerSort.recommended, LecturerSort.rating, LecturerSort.newest])
        .default(LecturerSort.recommended),
    ),
  }),
);
export type TLecturerDirectory = z.infer<typeof ZLecturerDirectorySchema>;

export const ZLecturerRefSchema = z.preprocess(aliasKeys({ userId: 'id' }), z.object({ id: zRowId }));

export const ZLecturerCoursesSchema = z.preprocess(
  aliasKeys({ id: 'userId', size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({ userId: zRowId }),
);
export type TLecturerCourses = z.infer<typeof ZLecturerCoursesSchema>;
