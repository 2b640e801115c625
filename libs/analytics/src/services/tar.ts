/** One file of an archive. */
export interface TarEntry {
  name: string;
  content: Buffer;
}

const BLOCK = 512;

/**
 * A POSIX ustar archive of regular files (what Magento's Archive packs the report directory into
 * before gzip): a 512-byte header per file, its content padded to whole blocks, two empty blocks
 * at the end. Readable by any tar. Names are short report file names, so no long-name extension.
 */
export function packTar(entries: TarEntry[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.content.length, mtime));
    parts.push(entry.content);
    const pad = (BLOCK - (entry.content.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 7), 100);
  h.write(octal(0, 7), 108);
  h.write(octal(0, 7), 116);
  h.write(octal(size, 11), 124);
  h.write(octal(Math.floor(mtime.getTime() / 1000), 11), 136);
  h.write('        ', 148); // the checksum counts its own field as spaces
  h.write('0', 156); // regular file
  h.write('ustar\0', 257, 'binary');
  h.write('00', 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'binary');
  return h;
}

/** Zero-padded octal of `digits` digits, NUL-terminated as tar fields are. */
function octal(value: number, digits: number): string {
  return value.toString(8).padStart(digits, '0') + '\0';
}
