// The personal centre's routes (SPEC §2 /personal/personal, /my/info): profile and password, my study
// lists, my mentor and my apprentices.
import type { FastifyInstance } from 'fastify';
import { personalProfileRoutes } from './routes-profile.ts';
import { personalStudyRoutes } from './routes-study.ts';
import { personalTutorRoutes } from './routes-tutor.ts';

export async function personalRoutes(app: FastifyInstance) {
  await personalProfileRoutes(app);
  await personalStudyRoutes(app);
  await personalTutorRoutes(app);
}
