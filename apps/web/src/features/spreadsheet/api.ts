// The import and export calls every back-office domain shares: the template link by code, the upload of a
// workbook (multipart, with the import mode) and the error file of a run.
import { type ImportMode, spreadsheetPaths, type TImportResult, type TTemplateLink } from '@elearning/shared';
import { adminSession } from '../../admin/session/store.ts';
import { currentLang } from '../../i18n/index.ts';
import { APP_ID, basicAuthorization } from '../../lib/http/config.ts';
import { http } from '../../lib/http/index.ts';

export const spreadsheetApi = {
  templateLink: (code: string) => http.get<TTemplateLink>(spreadsheetPaths.templateByCode, { code }),
  errorFile: (cacheKey: string, errorPath: string = spreadsheetPaths.errorFile) =>
    http.get<Blob>(errorPath, { cacheKey }, { responseType: 'blob' }),
  /** Posts the workbook as the original back office does (`file`), with the mode; answers the run's result. */
  async upload(path: string, file: File, mode: ImportMode): Promise<TImportResult> {
    const session = adminSession.get();
    const body = new FormData();
    body.append('mode', mode);
    body.append('file', file);
    const response = await fetch(path, {
      method: 'POST',
      body,
      headers: {
        Authorization: basicAuthorization(),
        'Tenant-Id': session.tenantId,
        appId: APP_ID,
        'Accept-Language': currentLang(),
        ...(session.accessToken ? { accessToken: `bearer ${session.accessToken}` } : {}),
      },
    });
    const reply = (await response.json()) as { resCode: number; resMsg: string; response: TImportResult };
    if (!response.ok || reply.resCode !== 200) throw new Error(reply.resMsg);
    return reply.response;
  },
};
