// Failures of the live domain (SPEC §8 and the broadcast rules).
import type { CatalogueEntry } from '../common/errors.ts';

export const liveErrors = {
  LIVE_DISABLED: { status: 403, resCode: 403, message: 'live.disabled' },
  LIVE_DELETED: { status: 404, resCode: 404, message: 'live.deleted' },
  LIVE_NOT_LECTURER: { status: 403, resCode: 403, message: 'live.notLecturer' },
  LIVE_INGEST_BUSY: { status: 409, resCode: 409, message: 'live.ingestBusy' },
  LIVE_INGEST_REPLACED: { status: 409, resCode: 409, message: 'live.ingestReplaced' },
  LIVE_NOT_BROADCASTING: { status: 409, resCode: 409, message: 'live.notBroadcasting' },
  LIVE_NOT_LIVE: { status: 409, resCode: 409, message: 'live.notLive' },
  LIVE_COMMENT_TOO_FAST: { status: 429, resCode: 429, message: 'live.commentTooFast' },
  LIVE_LIKE_TOO_FAST: { status: 429, resCode: 429, message: 'live.likeTooFast' },
  LIVE_EXAM_UNPUBLISHED: { status: 409, resCode: 409, message: 'live.examUnpublished' },
  LIVE_EXAM_ELSEWHERE: { status: 409, resCode: 409, message: 'live.examElsewhere' },
  LIVE_SIGN_UP_CLOSED: { status: 409, resCode: 409, message: 'live.signUpClosed' },
  LIVE_SIGN_UP_DONE: { status: 409, resCode: 409, message: 'live.signUpDone' },
  LIVE_NOT_IN_AUDIENCE: { status: 403, resCode: 403, message: 'live.notInAudience' },
  LIVE_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'live.categoryInUse' },
  LIVE_CATEGORY_NAME_TAKEN: { status: 409, resCode: 409, message: 'live.categoryNameTaken' },
  LIVE_CATEGORY_PARENT: { status: 400, resCode: 400, message: 'live.categoryParent' },
  LIVE_FFMPEG_MISSING: { status: 503, resCode: 503, message: 'live.ffmpegMissing' },
} as const satisfies Record<string, CatalogueEntry>;
