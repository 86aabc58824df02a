// The lecturer's scoring import (SPEC §7 Train scoringImport / scoringExportErrFile), through the one
// spreadsheet framework: each row names a training the caller runs (or may edit in the back office), a
// trainee by account and a score 0..100; a bad row goes to the error file with its reason.
import { TRAIN_CODES, trainingPaths, ZTrainScoringRowSchema } from '@elearning/shared';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lecturerOnly, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { col, queryRows } from '../../db/rows.ts';
import { runImport } from '../spreadsheet/import-service.ts';
import { presentImportResult } from '../spreadsheet/presenter.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { registerImport } from '../spreadsheet/registry.ts';
import { sendErrorFile } from '../spreadsheet/routes-import.ts';
import { readUpload } from '../spreadsheet/upload-service.ts';
import { trainingRunBy } from './policy.ts';

export const scoringImport: ImportDefinition<typeof ZTrainScoringRowSchema> = {
  code: 'train-score',
  name: { 'zh-CN': '培训评分导入模板', en: 'Training scoring import template' },
  privilege: TRAIN_CODES.edit,
  rowSchema: ZTrainScoringRowSchema,
  columns: [
    { key: 'trainId', header: { 'zh-CN': '培训编号', en: 'Training id' }, example: '1', required: true },
    {
      key: 'account',
      header: { 'zh-CN': '学员账号', en: 'Trainee account' },
      example: 'zhangsan',
      required: true,
    },
    { key: 'score', header: { 'zh-CN': '评分', en: 'Score' }, example: '90', required: true },
  ],
  async importRows(tx, actor, rows) {
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      const [training] = await queryRows(
        tx,
        sql`select t.id from trainings t where t.id = ${value.trainId} and ${trainingRunBy(actor)}`,
        { id: col.int },
      );
      if (!training) {
        rejected.push({
          line,
          problems: [{ key: 'training.import.notYours', params: { field: 'trainId', value: value.trainId } }],
        });
        continue;
      }
      const updated = await queryRows(
        tx,
        sql`update training_trainees tt set lecturer_score = ${Math.round(value.score)}
          from users u where u.id = tt.user_id and u.tenant_id = ${actor.tenantId} and lower(u.account) = lower(${value.account})
            and tt.training_id = ${training.id} and tt.state = 'signed_up' returning tt.id`,
        { id: col.int },
      );
      if (updated.length === 0)
        rejected.push({
          line,
          problems: [
            { key: 'training.import.notTrainee', params: { field: 'account', value: value.account } },
          ],
        });
    }
    return rejected;
  },
};

/**
 * The upload is the lecturer's (SPEC §7 teacher calls), so it is served here with `lecturerOnly` rather
 * than through `serveImport`'s back-office guard; each row is checked against the trainings the caller
 * runs. The run, the error file and the template go through the one spreadsheet framework.
 */
export async function serveScoringImport(app: FastifyInstance) {
  const definition = registerImport(scoringImport) as unknown as ImportDefinition;
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.post(trainingPaths.scoringImport, lecturerOnly, async (request) => {
      const actor = actorOf(request);
      const { rows, mode } = await readUpload(request, definition);
      const run = await runImport(app.deps, actor, definition, rows, mode);
      return ok(request, presentImportResult(run, definition, request.lang));
    });
  });
  app.get(trainingPaths.scoringErrFile, signedIn, (request, reply) => sendErrorFile(app, request, reply));
}
