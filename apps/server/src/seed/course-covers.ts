// Stores the demo course covers through the file service's storage: one JPEG per seeded course, a
// gradient of its knowledge area with an icon of the area and the course title (fixtures/cover-art.ts;
// fixtures/make-covers.ts rendered them once, so seeding needs no browser). A course whose cover file
// is missing keeps the generic cover the web app ships.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client.ts';
import { filePath } from '../modules/file/presenter.ts';
import type { FileStorage } from '../storage/index.ts';
import { FIXTURES, storeFixture } from './course-media.ts';

/** The committed cover of the course at `index` of a language's catalogue. */
export function coverFixture(lang: 'zh-CN' | 'en', index: number): string {
  return path.join('covers', `${lang}-${String(index + 1).padStart(2, '0')}.jpg`);
}

async function exists(file: string): Promise<boolean> {
  return access(path.join(FIXTURES, file)).then(
    () => true,
    () => false,
  );
}

/** Stores each course's cover; answers the cover address per course, or null where there is none. */
export async function storeCourseCovers(
  db: DbOrTx,
  storage: FileStorage,
  owner: { tenantId: string; userId: number },
  input: { lang: 'zh-CN' | 'en'; names: string[] },
): Promise<(string | null)[]> {
  const urls: (string | null)[] = [];
  for (const [index, name] of input.names.entries()) {
    const file = coverFixture(input.lang, index);
    if (!(await exists(file))) {
      urls.push(null);
      continue;
    }
    const stored = await storeFixture(db, storage, owner, { file, name: `${name}.jpg`, kind: 'image' });
    urls.push(filePath(stored.storedName));
  }
  return urls;
}
