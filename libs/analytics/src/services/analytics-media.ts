import { join } from 'node:path';
import { AppConfig } from '@mercato/platform';

/** Where the analytics exports live: `<DATA_DIR>/media/analytics`, served at `/media/analytics`. */
export function analyticsMediaRoot(config: AppConfig): string {
  return join(config.dataDir, 'media', 'analytics');
}

/** Paths are stored relative to the media directory, as Magento's are: `analytics/<hash>/data.tgz`. */
export const MEDIA_SUBDIRECTORY = 'analytics';
