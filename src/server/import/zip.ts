// An uploaded .xlsx read as the zip it is, from its central directory: each part found by its name
// wherever it lies in the file, and read in the order the import needs (docs/decisions.md "Reading an
// import file"). The whole file is in memory already (at most 5 MB); a part is inflated as a stream,
// so a large sheet is never held whole, and checked against the size and CRC the directory gives.
import { constants, crc32, createInflateRaw, inflateRawSync } from 'node:zlib';

/** A file that cannot be read as a zip, or a part of it that is damaged. */
export class DamagedZip extends Error {}

export interface ZipPart {
  /** The part's name as stored ("xl/worksheets/sheet1.xml"). */
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its (compressed) data starts in the file. */
  start: number;
}

const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const STORED = 0;
const DEFLATED = 8;
const CHUNK = 64 * 1024;
/** The most a part read whole may hold: a workbook's list of sheets, a relationships part. */
const MAX_TEXT = 16 * 1024 * 1024;

export class ZipFile {
  private readonly parts = new Map<string, ZipPart>();

  private constructor(private readonly zip: Buffer) {}

  /** The zip's directory; DamagedZip when it has none or it points outside the file. */
  static of(content: Uint8Array): ZipFile {
    const zip = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const file = new ZipFile(zip);
    const check = (ok: boolean) => { if (!ok) throw new DamagedZip('the zip directory is damaged'); };
    // The end record is the file's last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
    let end = -1;
    for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff) && end < 0; at -= 1) {
      if (zip.readUInt32LE(at) === END && at + 22 + zip.readUInt16LE(at + 20) === zip.length) end = at;
    }
    check(end >= 0);
    let count = zip.readUInt16LE(end + 10);
    let offset = zip.readUInt32LE(end + 16);
    if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && zip.readUInt32LE(end - 20) === END64_LOCATOR) {
      const end64 = Number(zip.readBigUInt64LE(end - 12));
      check(end64 + 56 <= zip.length && zip.readUInt32LE(end64) === END64);
      count = Number(zip.readBigUInt64LE(end64 + 32));
      offset = Number(zip.readBigUInt64LE(end64 + 48));
    }
    for (let entry = 0; entry < count; entry += 1) {
      check(offset + 46 <= zip.length && zip.readUInt32LE(offset) === CENTRAL);
      const nameLength = zip.readUInt16LE(offset + 28);
      const extraLength = zip.readUInt16LE(offset + 30);
      check(offset + 46 + nameLength + extraLength <= zip.length);
      const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
      let compressedSize = zip.readUInt32LE(offset + 20);
      let size = zip.readUInt32LE(offset + 24);
      let local = zip.readUInt32LE(offset + 42);
      // Zip64: the sizes and offset that do not fit in 32 bits are in the extra field 0x0001, in this order.
      for (let at = offset + 46 + nameLength; at + 4 <= offset + 46 + nameLength + extraLength;) {
        const id = zip.readUInt16LE(at);
        const length = zip.readUInt16LE(at + 2);
        if (id === 0x0001) {
          let field = at + 4;
          const next = () => { check(field + 8 <= at + 4 + length); const value = Number(zip.readBigUInt64LE(field)); field += 8; return value; };
          if (size === 0xffffffff) size = next();
          if (compressedSize === 0xffffffff) compressedSize = next();
          if (local === 0xffffffff) local = next();
        }
        at += 4 + length;
      }
      const flags = zip.readUInt16LE(offset + 8);
      const method = zip.readUInt16LE(offset + 10);
      const crc = zip.readUInt32LE(offset + 16);
      offset += 46 + nameLength + extraLength + zip.readUInt16LE(offset + 32);
      if (name.endsWith('/')) continue;
      check(local + 30 <= zip.length && zip.readUInt32LE(local) === LOCAL);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      check(start + compressedSize <= zip.length);
      // An encrypted part, or one compressed in a way Excel never writes.
      if ((flags & 0x1) !== 0 || (method !== STORED && method !== DEFLATED)) throw new DamagedZip(`${name} is encrypted or compressed with method ${method}`);
      // Part names are compared without regard to case (ECMA-376 part 2).
      file.parts.set(ZipFile.key(name), { name, method, crc, compressedSize, size, start });
    }
    return file;
  }

  private static key(name: string): string {
    return name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase();
  }

  part(name: string): ZipPart | undefined {
    return this.parts.get(ZipFile.key(name));
  }

  names(): string[] {
    return [...this.parts.values()].map((part) => part.name);
  }

  private data(part: ZipPart): Buffer {
    return this.zip.subarray(part.start, part.start + part.compressedSize);
  }

  /** A small part (the workbook, its relationships) whole, as text. */
  text(part: ZipPart): string {
    if (part.size > MAX_TEXT) throw new DamagedZip(`${part.name} is too large`);
    try {
      const content = part.method === STORED ? this.data(part) : inflateRawSync(this.data(part), { maxOutputLength: Math.max(part.size, 1) });
      if (content.length !== part.size || crc32(content) !== part.crc) throw new DamagedZip(`${part.name} is damaged`);
      return content.toString('utf8');
    } catch (error) {
      throw error instanceof DamagedZip ? error : new DamagedZip(`${part.name} is damaged`);
    }
  }

  /** The start of a part, for a look at its first rows; what could not be inflated of it is left out. */
  head(part: ZipPart, compressedBytes: number): string {
    const head = this.data(part).subarray(0, compressedBytes);
    return (part.method === STORED ? head : inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH })).toString('utf8');
  }

  /**
   * A part as it is inflated, chunk by chunk; DamagedZip, after the last chunk, when it is not the
   * size and CRC the directory gives (a part cut short or altered is never taken for a whole one).
   */
  async *chunks(part: ZipPart): AsyncGenerator<Buffer> {
    const data = this.data(part);
    let size = 0;
    let crc = 0;
    const check = (chunk: Buffer) => {
      size += chunk.length;
      crc = crc32(chunk, crc);
      if (size > part.size) throw new DamagedZip(`${part.name} is larger than its directory says`);
    };
    if (part.method === STORED) {
      for (let at = 0; at < data.length; at += CHUNK) {
        const chunk = data.subarray(at, at + CHUNK);
        check(chunk);
        yield chunk;
      }
    } else {
      const inflate = createInflateRaw();
      inflate.end(data);
      try {
        for await (const chunk of inflate as AsyncIterable<Buffer>) {
          check(chunk);
          yield chunk;
        }
      } catch (error) {
        throw error instanceof DamagedZip ? error : new DamagedZip(`${part.name} cannot be inflated`);
      } finally {
        inflate.destroy();
      }
    }
    if (size !== part.size || crc !== part.crc) throw new DamagedZip(`${part.name} is damaged`);
  }
}
