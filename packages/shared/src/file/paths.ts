// API paths of the file domain, written once: the server registers them, the web app, tests, e2e specs
// and benchmarks call them. `:name` segments are filled with `fileApiPath`.

export const filePaths = {
  uploadToken: '/api/common/v1/upload/token',
  /** The upload host's path (SPEC §7 `${uploadUrl}/eln/upload`)… */
  upload: '/eln/upload',
  /** …and the same endpoint under /api, so it passes through the API proxy. */
  uploadViaApi: '/api/eln/upload',
  /** A stored file by id or by stored name (id + extension): download, Range, delete. */
  file: '/api/common/v1/file/:id',
  /** Signed links (`/{grant}/{name}`) for <img>, <video> and HLS, which cannot send headers. */
  signedFile: '/api/common/v1/signed-file',
  fileInfo: '/api/common/v1/file/:id/info',
  filePreview: '/api/common/v1/file/:id/preview',
  /** Several files the caller may read, as one zip (original client `zip`). */
  zipDownload: '/api/common/oss/download/zip',
  createUploadVideo: '/api/common/vod/createUploadVideo',
  refreshUploadVideo: '/api/common/vod/refreshUploadVideo',
  getPlayAuthIA: '/api/common/vod/getPlayAuthIA/:id',
  getVideoPlayAuth: '/api/common/vod/getVideoPlayAuth',
  getVodMUrl: '/api/common/vod/getVodMUrl/:id',
} as const;

export type FilePath = (typeof filePaths)[keyof typeof filePaths];

/** A path of `filePaths` with its `:id` filled in (a file id, stored name or video id). */
export function fileApiPath(path: FilePath, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}
