// A streaming ZIP writer (PKWARE APPNOTE 6.3): entries are stored as they are (documents, images and
// videos do not shrink), each followed by a data descriptor, so an archive is sent while its files are
// read and never held in memory or on disk. Plain (non-ZIP64) records: the caller keeps the total below
// 4 GiB (ZIP_DOWNLOAD_LIMITS). Names are UTF-8 (general purpose flag bit 11).
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export type ZipEntry = { name: string; modified: Date; open: () => Promise<Readable> };

const FLAGS = 0x0808; // bit 3: sizes in the data descriptor; bit 11: UTF-8 names
const VERSION = 20;

/** MS-DOS time and date of a moment (local fields, 2-second precision, 1980 at the earliest). */
function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.max(1980, moment.getFullYear());
  const time = (moment.getHours() << 11) | (moment.getMinutes() << 5) | Math.floor(moment.getSeconds() / 2);
  const date = ((year - 1980) << 9) | ((moment.getMonth() + 1) << 5) | moment.getDate();
  return { time, date };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // crc and sizes follow the data (descriptor)
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(crc, 4);
  record.writeUInt32LE(size, 8);
  record.writeUInt32LE(size, 12);
  return record;
}

type Written = {
  name: Buffer;
  stamp: { time: number; date: number };
  crc: number;
  size: number;
  offset: number;
};

function centralRecord(entry: Written): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION, 4);
  record.writeUInt16LE(VERSION, 6);
  record.writeUInt16LE(FLAGS, 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(entry.stamp.time, 12);
  record.writeUInt16LE(entry.stamp.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.size, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([record, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/** The archive's bytes, produced entry by entry as the consumer reads. */
export async function* zipStream(entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const stamp = dosDateTime(entry.modified);
    const header = localHeader(name, stamp);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    yield dataDescriptor(crc, size);
    written.push({ name, stamp, crc, size, offset });
    offset += header.length + size + 16;
  }
  const central = Buffer.concat(written.map(centralRecord));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
