// Registers the approval domain's routes — the centre, the forms, process design — and each form's effect
// on final approval (effects.ts).
import type { FastifyInstance } from 'fastify';
import { registerBuyEffect } from './effect-buy.ts';
import { registerLeaveEffect } from './effect-leave.ts';
import { registerLecturerEffect } from './effect-lecturer.ts';
import { registerRecordEffects } from './effect-record.ts';
import { registerTutorEffect } from './effect-tutor.ts';
import { approvalCenterRoutes } from './routes-center.ts';
import { approvalFormRoutes } from './routes-forms.ts';
import { approvalProcessRoutes } from './routes-process.ts';

export async function approvalRoutes(app: FastifyInstance) {
  registerLecturerEffect();
  registerTutorEffect();
  registerLeaveEffect();
  registerBuyEffect();
  registerRecordEffects();
  await approvalCenterRoutes(app);
  await approvalFormRoutes(app);
  await approvalProcessRoutes(app);
}
