// Live domain routes, split by group: learner pages, chat and collections, the lecturer's task, going live
// and playback, and the back office. The ingest (one ffmpeg per broadcast) lives as long as the app.
import type { FastifyInstance } from 'fastify';
import { findTool } from '../file/tools.ts';
import { createIngests } from './ingest-service.ts';
import { listenForLiveEvents } from './realtime-service.ts';
import { registerLiveReportCounters } from './report-counters.ts';
import { liveAdminRoutes } from './routes-admin.ts';
import { liveAudienceRoutes } from './routes-admin-audience.ts';
import { liveCategoryRoutes } from './routes-admin-category.ts';
import { liveReportRoutes } from './routes-admin-report.ts';
import { liveBroadcastRoutes } from './routes-broadcast.ts';
import { liveLecturerRoutes } from './routes-lecturer.ts';
import { livePageRoutes } from './routes-pages.ts';
import { liveSocialRoutes } from './routes-social.ts';

export async function liveRoutes(app: FastifyInstance) {
  const { config, realtime } = app.deps;
  registerLiveReportCounters();
  let ffmpeg: Promise<string | null> | undefined;
  const ingests = createIngests({
    dataDir: config.dataDir,
    ffmpeg: () => {
      ffmpeg ??= findTool('ffmpeg', config.ffmpegPath);
      return ffmpeg;
    },
    rtmpPortBase: Number(process.env.LIVE_RTMP_PORT_BASE ?? 19350),
    log: app.log,
  });
  const unlisten = listenForLiveEvents(realtime);
  app.addHook('onClose', async () => {
    unlisten();
    await ingests.closeAll();
  });
  await livePageRoutes(app);
  await liveSocialRoutes(app);
  await liveLecturerRoutes(app);
  await liveBroadcastRoutes(app, ingests);
  await liveAdminRoutes(app);
  await liveCategoryRoutes(app);
  await liveAudienceRoutes(app);
  await liveReportRoutes(app);
}
