/** Paths are stored relative to the media directory, as Magento's are: `analytics/<hash>/data.tgz`. */
export const MEDIA_SUBDIRECTORY = 'analytics';

/**
 * The file storage's key of a path relative to the media directory (`media/analytics/<hash>/data.tgz`,
 * under DATA_DIR with the local storage), served at `/media/analytics`.
 */
export function mediaKey(path: string): string {
  return `media/${path}`;
}
