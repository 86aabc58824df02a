// Saves a file the server sent (exports, error files): fetched through the request layer so the session
// headers travel with it, then handed to the browser as a download.
import { http } from '../../lib/http/index.ts';

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GETs `path` with `params` as a file and saves it under `fileName`. */
export async function downloadFile(
  path: string,
  params: Record<string, unknown>,
  fileName: string,
): Promise<void> {
  const blob = await http.get<Blob>(path, params, { responseType: 'blob' });
  saveBlob(blob, fileName);
}
