/**
 * The MIME type of image bytes read from their header, as PHP's getimagesizefromstring() tells
 * it: what the client says the type is counts for nothing until the bytes agree. Formats Magento
 * refuses (BMP, TIFF, PSD) are recognised too, so that they fail as an unsupported type rather
 * than as bad data. Answers null for bytes that are no image (or too short to be one).
 */
export function sniffImageMime(b: Buffer): string | null {
  if (isPng(b)) return 'image/png';
  if (isJpeg(b)) return 'image/jpeg';
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 4))) {
    return 'image/webp';
  }
  if (b.length >= 26 && ascii(b, 0, 2) === 'BM') return 'image/bmp';
  if (b.length >= 8 && (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*')) return 'image/tiff';
  if (b.length >= 26 && ascii(b, 0, 4) === '8BPS') return 'image/psd';
  return null;
}

/** The PNG signature followed by the IHDR chunk that carries the dimensions. */
function isPng(b: Buffer): boolean {
  return b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a && ascii(b, 12, 4) === 'IHDR';
}

/** A JPEG start-of-image marker, then segments up to a start-of-frame (which holds the size). */
function isJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return false;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return i + 9 <= b.length;
    i += 2 + b.readUInt16BE(i + 2);
  }
  return false;
}

function ascii(b: Buffer, start: number, length: number): string {
  return b.toString('latin1', start, start + length);
}
