// The upload flow wired to this app: the token through the request layer, a real XMLHttpRequest, the
// current language and tenant.
import { filePaths, type TStoredFile, type TUploadToken } from '@elearning/shared';
import { tokens } from '../../features/session/tokens.ts';
import { currentLang } from '../../i18n/index.ts';
import { http } from '../../lib/http/index.ts';
import { startUpload, type UploadHandle, type UploadOptions } from './upload-client.ts';

export const UPLOAD_TOKEN_PATH = filePaths.uploadToken;

/** Uploads one file through the token flow; see `startUpload`. */
export function uploadFile(file: File, options: UploadOptions = {}): UploadHandle {
  return startUpload(
    {
      getToken: () =>
        http.get<TUploadToken>(UPLOAD_TOKEN_PATH, undefined, { silent: true, requiresLogin: true }),
      createXhr: () => new XMLHttpRequest(),
      lang: currentLang,
      tenantId: tokens.tenant,
    },
    file,
    options,
  );
}

export type { TStoredFile };
