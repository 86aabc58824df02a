// The forms' checks beyond their schemas, made when an application is (re)submitted: attachments are the
// applicant's readable files in the file service; a training leave names a training the applicant is a
// trainee of; a training purchase names a training of the tenant. A failure names the field.
import {
  ApprovalForm,
  type Lang,
  type MessageKey,
  type TApprovalFormData,
  translate,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { AppError, isAppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readableFile } from '../file/download-service.ts';
import { getTenantTraining } from '../training/catalog-service.ts';
import { isTrainee } from '../training/policy.ts';
import type { Attachment } from './queries.ts';

function fieldError(field: string, key: MessageKey, lang: Lang): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, message: translate(key, lang) }] });
}

async function checkAttachments(db: DbOrTx, actor: Actor, ids: string[], lang: Lang): Promise<Attachment[]> {
  const caller = { tenantId: actor.tenantId, userId: actor.userId };
  const list: Attachment[] = [];
  for (const fileId of new Set(ids)) {
    try {
      const file = await readableFile(db, { tenantId: actor.tenantId, caller, ref: { fileId } });
      list.push({ fileId, name: file.originalName });
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND')
        throw fieldError('attachments', 'approval.attachmentInvalid', lang);
      throw error;
    }
  }
  return list;
}

async function checkTraining(db: DbOrTx, actor: Actor, trainId: unknown, trainee: boolean, lang: Lang) {
  if (typeof trainId !== 'number') throw fieldError('trainId', 'approval.formDataInvalid', lang);
  try {
    const training = await getTenantTraining(db, actor.tenantId, trainId, actor.userId);
    if (trainee && !isTrainee(training)) throw fieldError('trainId', 'approval.formDataInvalid', lang);
    return training.name;
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND')
      throw fieldError('trainId', 'approval.formDataInvalid', lang);
    throw error;
  }
}

/** Checks a parsed form and returns its attachments and a title naming what it is about. */
export async function checkForm(
  db: DbOrTx,
  actor: Actor,
  formKey: ApprovalForm,
  form: TApprovalFormData,
  lang: Lang,
): Promise<{ attachments: Attachment[]; subject: string }> {
  const ids = Array.isArray(form.attachments) ? form.attachments : [];
  const attachments = await checkAttachments(db, actor, ids, lang);
  let subject = '';
  if (formKey === ApprovalForm.trainingLeave)
    subject = await checkTraining(db, actor, form.trainId, true, lang);
  else if (formKey === ApprovalForm.buyTrain)
    subject = await checkTraining(db, actor, form.trainId, false, lang);
  else {
    const named = form.trainName ?? form.courseName ?? form.school;
    subject = typeof named === 'string' ? named : '';
  }
  return { attachments, subject };
}
