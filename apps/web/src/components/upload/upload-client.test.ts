// Unit tests of the browser upload flow with a fake XMLHttpRequest: rules before sending, the token
// first in the form, progress, the server's message on refusal, 'token获取失败', and cancel.
import { filePaths, type TStoredFile, type TUploadToken } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import {
  checkBeforeUpload,
  startUpload,
  type UploadDeps,
  type UploadError,
  type XhrLike,
} from './upload-client.ts';

class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  upload: XhrLike['upload'] = { onprogress: null };
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  aborted = false;
  open(method: string, url: string | URL) {
    this.opened = [method, String(url)];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.sent = body as FormData;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      { loaded, total, lengthComputable: true } as ProgressEvent,
    );
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
}

const token: TUploadToken = {
  uploadToken: 'tok.sig',
  domain: 'http://up.example',
  uploadUrl: filePaths.uploadViaApi,
  expiresAt: 0,
};
const stored = { fileId: 'id', fileName: 'a.png' } as TStoredFile;

function setup(getToken: UploadDeps['getToken'] = async () => token) {
  const xhrs: FakeXhr[] = [];
  const deps: UploadDeps = {
    getToken,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    lang: () => 'zh-CN',
    tenantId: () => 'learn',
  };
  return { deps, xhrs };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkBeforeUpload', () => {
  it('gives the SPEC §8 message keys', () => {
    expect(checkBeforeUpload({ name: 'a.exe', size: 1 })).toBe('file.wrongFormat');
    expect(checkBeforeUpload({ name: 'a.pdf', size: 50 * 1024 * 1024 + 1 })).toBe('file.tooLarge');
    expect(checkBeforeUpload({ name: 'a.mp4', size: 2 * 1024 ** 3 + 1 })).toBe('file.videoTooLarge');
    expect(checkBeforeUpload({ name: 'a.wav', size: 2 * 1024 ** 3 + 1 })).toBe('file.audioTooLarge');
    expect(checkBeforeUpload({ name: 'a.png', size: 5 * 1024 * 1024 + 1 }, 'abilityMaterial')).toBe(
      'file.imageTooLarge5M',
    );
    expect(checkBeforeUpload({ name: 'a.txt', size: 10 }, 'abilityMaterial')).toBeNull();
    expect(checkBeforeUpload({ name: 'a.png', size: 10 })).toBeNull();
  });
});

describe('startUpload', () => {
  it('posts the token before the file, reports progress and resolves with the stored file', async () => {
    const { deps, xhrs } = setup();
    const progress: number[] = [];
    const handle = startUpload(deps, new File(['abc'], 'a.png'), {
      public: true,
      onProgress: (p) => progress.push(p.percent),
    });
    await tick();
    const xhr = xhrs[0]!;
    expect(xhr.opened).toEqual(['POST', filePaths.uploadViaApi]);
    expect(xhr.headers).toMatchObject({ 'Accept-Language': 'zh-CN', 'Tenant-Id': 'learn' });
    expect([...xhr.sent!.keys()]).toEqual(['token', 'public', 'file']);
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.respond(200, { resCode: 200, resMsg: '上传成功', response: stored });
    await expect(handle.done).resolves.toEqual(stored);
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server message when the upload is refused', async () => {
    const { deps, xhrs } = setup();
    const handle = startUpload(deps, new File(['x'], 'a.png'));
    await tick();
    xhrs[0]!.respond(413, { resCode: 413, resMsg: '文件大小不能超过50M', response: null });
    await expect(handle.done).rejects.toMatchObject({ message: '文件大小不能超过50M', cancelled: false });
  });

  it("says 'token获取失败' when no token can be had", async () => {
    const { deps } = setup(async () => {
      throw new Error('network');
    });
    await expect(startUpload(deps, new File(['x'], 'a.png')).done).rejects.toMatchObject({
      message: 'token获取失败',
    });
  });

  it('aborts the request on cancel', async () => {
    const { deps, xhrs } = setup();
    const handle = startUpload(deps, new File(['x'], 'a.png'));
    await tick();
    handle.cancel();
    expect(xhrs[0]!.aborted).toBe(true);
    const error = (await handle.done.catch((e: unknown) => e)) as UploadError;
    expect(error.cancelled).toBe(true);
  });

  it('sends nothing when cancelled while the token is on its way', async () => {
    const { deps, xhrs } = setup();
    const handle = startUpload(deps, new File(['x'], 'a.png'));
    handle.cancel();
    await expect(handle.done).rejects.toMatchObject({ cancelled: true });
    expect(xhrs).toHaveLength(0);
  });
});
