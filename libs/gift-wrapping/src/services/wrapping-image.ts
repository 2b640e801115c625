import { Injectable } from '@nestjs/common';
import { FileStorage } from '@mercato/media-storage';
import { IMAGE_EXTENSION, IMAGE_INVALID, IMAGE_MIME, IMAGE_NAME_FORBIDDEN, IMAGE_NAME_TOO_LONG, invalid } from './messages';

const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'];
/** Where wrapping images live in the file storage (under DATA_DIR with the local storage). */
const WRAPPING_MEDIA = 'media/wrapping';
/**
 * Wrapping::attachBinaryImage's name rule: none of `\ / ? * : " ; < > ( ) | { }`; and no control
 * characters, which no file system or storage keeps (PHP's file functions refuse a NUL too).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_NAME = /[\\/?*:";<>()|{}\x00-\x1f\x7f]/;
/** The uploader's limit, which also keeps a `name_12.png` within the image column. */
const MAX_NAME_LENGTH = 90;

/** An image checked and ready to be written: its requested name and bytes. */
export interface WrappingImage {
  name: string;
  bytes: Buffer;
}

/**
 * Wrapping images in the file storage, under `media/wrapping` as Magento keeps them (no dispersion
 * folders). `check` applies Wrapping::attachBinaryImage's rules in its order, before anything is
 * written; `write` never overwrites a file (Magento's `name_1.png` on collision).
 */
@Injectable()
export class WrappingImages {
  constructor(private readonly storage: FileStorage) {}

  /** Null when no image name is sent: the stored image stays. */
  check(name: string | null | undefined, base64: string | null | undefined): WrappingImage | null {
    if (!name) return null;
    const bytes = decodeStrictBase64(base64 ?? '');
    if (!bytes || !bytes.length) throw invalid(IMAGE_INVALID);
    const dot = name.lastIndexOf('.');
    const extension = dot < 0 ? '' : name.slice(dot + 1);
    if (!ALLOWED_EXTENSIONS.includes(extension)) throw invalid(IMAGE_EXTENSION, [extension]);
    if (FORBIDDEN_NAME.test(name)) throw invalid(IMAGE_NAME_FORBIDDEN);
    if (name.length > MAX_NAME_LENGTH) throw invalid(IMAGE_NAME_TOO_LONG);
    const mime = sniffImageMime(bytes);
    if (!mime) throw invalid(IMAGE_INVALID);
    if (!['image/png', 'image/jpeg', 'image/gif'].includes(mime)) throw invalid(IMAGE_MIME);
    return { name, bytes };
  }

  /** Writes the image and answers the file name it got. */
  async write(image: WrappingImage): Promise<string> {
    return this.storage.createUnique(WRAPPING_MEDIA, image.name, image.bytes);
  }

  /** Removes a file written for a save that then failed. */
  async discard(name: string): Promise<void> {
    await this.storage.delete([`${WRAPPING_MEDIA}/${name}`]);
  }
}

/** PHP's base64_decode(…, true): whitespace is skipped, any other character outside the alphabet fails. */
function decodeStrictBase64(content: string): Buffer | null {
  const compact = content.replace(/[\s]/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * The image type from the bytes' header, as getimagesizefromstring() reads it; other image formats
 * are recognised so that they fail as an unsupported type rather than as bad data.
 */
function sniffImageMime(b: Buffer): string | null {
  const ascii = (at: number, n: number) => b.toString('latin1', at, at + n);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a && ascii(12, 4) === 'IHDR') return 'image/png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'image/webp';
  if (b.length >= 26 && ascii(0, 2) === 'BM') return 'image/bmp';
  return null;
}
