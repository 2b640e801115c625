import { InputException } from '@mercato/platform';
import { FileContentInput } from '../dto/file-content.input';
import { FileArea, PendingUpload } from './downloadable-files';

/** Magento's File\ContentValidator: characters a file name may not contain. */
const FORBIDDEN_NAME = /[\\/?*:";<>()|{}]/;
/** Strict base64 (PHP's base64_decode(…, true)): the alphabet, optional padding, whitespace ignored. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Magento's uploader refuses longer names. */
const MAX_NAME_LENGTH = 90;
/**
 * `general/file/protected_extensions` of a Magento install (plus phar): files a web server might
 * execute are never stored, whatever area they are uploaded to.
 */
const PROTECTED_EXTENSIONS = new Set([
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'phpt',
  'pht',
  'phtml',
  'phar',
  'htaccess',
  'jsp',
  'pl',
  'py',
  'asp',
  'sh',
  'cgi',
  'htm',
  'html',
  'shtml',
  'xhtml',
  'xml',
  'svg',
]);

/**
 * Checks inline file content the way Magento does before its uploader runs (valid base64 that is
 * not empty, a name without forbidden characters), then what the uploader refuses (a protected
 * extension, a name too long), so a refused file never reaches the disk. Answers the decoded file
 * under its sanitised name.
 */
export function decodeFileContent(content: FileContentInput, area: FileArea): PendingUpload {
  const raw = typeof content.file_data === 'string' ? content.file_data.replace(/\s+/g, '') : '';
  const data = raw.length % 4 !== 1 && BASE64.test(raw) ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  // PHP's empty(): no bytes, or the single byte "0", counts as no content.
  if (!data.length || (data.length === 1 && data[0] === 0x30)) {
    throw new InputException('Provided content must be valid base64 encoded data.');
  }
  const name = content.name;
  if (typeof name !== 'string' || !name || FORBIDDEN_NAME.test(name)) {
    throw new InputException('Provided file name contains forbidden characters.');
  }
  const safe = correctFileName(name);
  if (safe.length > MAX_NAME_LENGTH) throw new InputException('Filename is too long; must be 90 characters or less');
  const dot = safe.lastIndexOf('.');
  if (dot >= 0 && PROTECTED_EXTENSIONS.has(safe.slice(dot + 1))) throw new InputException('Disallowed file type.');
  return { area, name: safe, data };
}

/**
 * Magento's Uploader::getCorrectFileName, lower-cased as its case-insensitive dispersion stores
 * names: runs of unsafe characters become `_`, a name of underscores only becomes `file.<ext>`.
 * Leading dots are dropped too, so no stored name is hidden or climbs out of its folder.
 */
export function correctFileName(name: string): string {
  let safe = name
    .replace(/[^a-z0-9_\-.]+/gi, '_')
    .replace(/^\.+/, '')
    .toLowerCase();
  const dot = safe.lastIndexOf('.');
  const base = dot >= 0 ? safe.slice(0, dot) : safe;
  const ext = dot >= 0 ? safe.slice(dot + 1) : '';
  if (/^_*$/.test(base)) safe = ext ? `file.${ext}` : 'file';
  return safe;
}
