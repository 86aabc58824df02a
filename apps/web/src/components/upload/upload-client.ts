// The upload flow of SPEC §7 in the browser: fetch an upload token, then post the file to
// `{domain}/eln/upload` with XMLHttpRequest, which (unlike fetch) reports upload progress, and can be
// cancelled. The rules of SPEC §5 are checked first so a wrong file never leaves the machine.
import {
  checkAbilityMaterial,
  checkUpload,
  filePaths,
  type Lang,
  type MessageKey,
  type TStoredFile,
  type TUploadToken,
  translate,
} from '@elearning/shared';

/** Which rule set applies: general uploads, or the ability-improvement material of the study map. */
export type UploadRules = 'general' | 'abilityMaterial';

/** Message key of the SPEC §8 text for a file that breaks the rules, or null when it may be sent. */
export function checkBeforeUpload(
  file: { name: string; size: number },
  rules: UploadRules = 'general',
): MessageKey | null {
  const candidate = { fileName: file.name, size: file.size };
  const result = rules === 'abilityMaterial' ? checkAbilityMaterial(candidate) : checkUpload(candidate);
  return result.ok ? null : result.message;
}

/** `accept` attribute of the file picker for a rule set. */
export function acceptFor(extensions: readonly string[]): string {
  return extensions.map((ext) => `.${ext}`).join(',');
}

/** An upload that did not succeed; `cancelled` when the user stopped it. */
export class UploadError extends Error {
  readonly cancelled: boolean;
  constructor(message: string, cancelled = false) {
    super(message);
    this.name = 'UploadError';
    this.cancelled = cancelled;
  }
}

export type UploadProgress = { loaded: number; total: number; percent: number };

/** What the XHR needs; a fake can stand in for tests. */
export type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'status'
  | 'responseText'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export type UploadDeps = {
  getToken: () => Promise<TUploadToken>;
  createXhr: () => XhrLike;
  lang: () => Lang;
  tenantId: () => string;
};

export type UploadOptions = {
  /** Anyone of the tenant may read it (rich-text images, covers). */
  public?: boolean;
  onProgress?: (progress: UploadProgress) => void;
};

export type UploadHandle = { done: Promise<TStoredFile>; cancel: () => void };

type Envelope = { resCode?: number; resMsg?: string; response?: TStoredFile };

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts one upload; `cancel()` aborts the request (the server then keeps nothing). */
export function startUpload(deps: UploadDeps, file: File, options: UploadOptions = {}): UploadHandle {
  let xhr: XhrLike | undefined;
  let cancelled = false;
  const cancelledError = () => new UploadError('cancelled', true);

  const done = (async () => {
    let token: TUploadToken;
    try {
      token = await deps.getToken();
    } catch {
      throw new UploadError(translate('file.tokenFailed', deps.lang()));
    }
    if (cancelled) throw cancelledError();
    return new Promise<TStoredFile>((resolve, reject) => {
      const request = deps.createXhr();
      xhr = request;
      request.open('POST', token.uploadUrl || `${token.domain}${filePaths.upload}`);
      request.setRequestHeader('Accept-Language', deps.lang());
      request.setRequestHeader('Tenant-Id', deps.tenantId());
      request.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : file.size;
        options.onProgress?.({
          loaded: event.loaded,
          total,
          percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
        });
      };
      request.onload = () => {
        const body = parseEnvelope(request.responseText);
        if (request.status >= 200 && request.status < 300 && body?.resCode === 200 && body.response) {
          resolve(body.response);
        } else {
          reject(new UploadError(body?.resMsg || translate('error.service', deps.lang())));
        }
      };
      request.onerror = () => reject(new UploadError(translate('error.service', deps.lang())));
      request.onabort = () => reject(cancelledError());
      const form = new FormData();
      // The token goes before the file: the server reads the form in order and checks it first.
      form.append('token', token.uploadToken);
      if (options.public) form.append('public', '1');
      form.append('file', file, file.name);
      request.send(form);
    });
  })();

  return {
    done,
    cancel() {
      cancelled = true;
      xhr?.abort();
    },
  };
}
