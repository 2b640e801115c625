import { InputException } from '@mercato/platform';
import { ImageContentInput } from '../dto/media.input';
import { sniffImageMime } from './image-sniffer';

/** An image a client sent, checked and decoded: what the gallery writes to disk. */
export interface ValidImage {
  bytes: Buffer;
  mime: string;
  /** The file name as Magento's uploader makes it (lower case, safe characters, with extension). */
  fileName: string;
}

/** Magento's ImageContentValidator defaults, plus WebP (allowed by Magento_Catalog since 2.4.7). */
export const ALLOWED_MIME_TYPES = ['image/jpg', 'image/jpeg', 'image/gif', 'image/png', 'image/webp'];
/** Extensions Magento's gallery Processor::addImage accepts. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp'];
const EXTENSION_OF_MIME: Record<string, string> = {
  'image/jpg': 'jpg',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** Magento's Uploader::getCorrectFileName limit. */
const MAX_FILE_NAME_LENGTH = 90;
/** Magento has no limit of its own beyond PHP's; decoded files above this are refused. */
export const MAX_IMAGE_MEGABYTES = 16;

export const INVALID_BASE64 = 'The image content must be valid base64 encoded data.';
export const INVALID_MIME = 'The image MIME type is not valid or not supported.';

/**
 * Checks an entry's content in Magento's order (ImageContentValidator, then the image processor's
 * naming and the gallery's extension check) and answers the decoded image. Throws the 400 Magento
 * answers; nothing is written before every image of a request has passed.
 */
export function validateImageContent(content: ImageContentInput): ValidImage {
  const bytes = decodeStrictBase64(content.base64_encoded_data);
  if (!bytes || !bytes.length) throw new InputException(INVALID_BASE64);
  if (bytes.length > MAX_IMAGE_MEGABYTES * 1024 * 1024) {
    throw new InputException('The file you uploaded is larger than %1 Megabytes allowed by server', [MAX_IMAGE_MEGABYTES]);
  }
  // getimagesizefromstring: bytes that are no image at all read as bad base64 data.
  const mime = sniffImageMime(bytes);
  if (!mime) throw new InputException(INVALID_BASE64);
  if (mime !== content.type || !ALLOWED_MIME_TYPES.includes(mime)) throw new InputException(INVALID_MIME);
  if (!isNameValid(content.name)) throw new InputException('Provided image name contains forbidden characters.');
  return { bytes, mime, fileName: correctFileName(withExtension(content.name, content.type)) };
}

/** PHP's base64_decode(…, true): whitespace is skipped, any other character outside the alphabet fails. */
function decodeStrictBase64(data: unknown): Buffer | null {
  if (typeof data !== 'string') return null;
  const compact = data.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return Buffer.from(compact, 'base64');
}

/** ImageContentValidator::isNameValid: none of \ / ? * : " ; < > ( ) | { }. */
function isNameValid(name: unknown): name is string {
  return typeof name === 'string' && /^[^\\/?*:";<>()|{}]+$/.test(name);
}

/** ImageProcessor::getFileName: a name without extension takes the MIME type's. */
function withExtension(name: string, mime: string): string {
  if (extensionOf(name)) return name;
  const ext = EXTENSION_OF_MIME[mime];
  if (!ext) throw new InputException('Cannot recognize image extension.');
  return `${name}.${ext}`;
}

/**
 * The gallery's extension check, then Uploader::getCorrectFileName with case-insensitive names:
 * characters other than letters, digits, `_`, `-` and `.` become `_`, the name is lower-cased, a
 * name of underscores only becomes `file.<ext>`.
 */
function correctFileName(name: string): string {
  const ext = extensionOf(name);
  if (!ext || !IMAGE_EXTENSIONS.includes(ext.toLowerCase())) {
    throw new InputException('The image type for the file is invalid. Enter the correct image type and try again.');
  }
  let fileName = name.replace(/[^a-z0-9_\-.]+/gi, '_').toLowerCase();
  if (fileName.length > MAX_FILE_NAME_LENGTH) {
    throw new InputException('Filename is too long; must be %1 characters or less', [MAX_FILE_NAME_LENGTH]);
  }
  const stem = fileName.slice(0, fileName.length - ext.length - 1);
  if (/^_+$/.test(stem)) fileName = `file.${ext.toLowerCase()}`;
  return fileName;
}

/** PHP's pathinfo(…, PATHINFO_EXTENSION): what follows the last dot, if any. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}
