// Request schema of the per-person study statistics (the original back office's personal.vue): the dashboard
// scope (org unit, day range), a name filter and the page; the export takes the same filters and no page.
import { z } from 'zod';
import { ZPageQuerySchema } from '../common/validation.ts';
import { ZReportScopeQuerySchema } from './schemas.ts';

export const ZReportStudyUserQuerySchema = z
  .object({
    userName: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string({ error: 'validation.invalid' }).trim().max(64, { error: 'validation.invalid' }).optional(),
    ),
  })
  .and(ZPageQuerySchema)
  .and(ZReportScopeQuerySchema);
export type TReportStudyUserQuery = z.infer<typeof ZReportStudyUserQuerySchema>;

/** One person's row of the list, in the keys the original page reads (hours with one decimal). */
export type TReportStudyUserRow = {
  userId: number;
  userName: string;
  workNo: string;
  orgName: string;
  position: string;
  totalLogin: number;
  studyPeriod: number;
  countExam: number;
};

/** The department list takes the dashboard scope and the page. */
export const ZReportStudyDeptQuerySchema = ZPageQuerySchema.and(ZReportScopeQuerySchema);
export type TReportStudyDeptQuery = z.infer<typeof ZReportStudyDeptQuerySchema>;

/** One department's row, in the keys the original page reads (hours with one decimal). */
export type TReportStudyDeptRow = {
  orgId: number;
  orgName: string;
  orgUserCount: number;
  countStudy: number;
  studyPeriod: number;
  countExam: number;
};
