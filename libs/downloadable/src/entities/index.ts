import { DownloadableLink } from './link.entity';
import { DownloadableLinkPrice } from './link-price.entity';
import { DownloadableLinkTitle } from './link-title.entity';
import { DownloadableSample } from './sample.entity';
import { DownloadableSampleTitle } from './sample-title.entity';

export { DownloadableLink, DownloadableLinkPrice, DownloadableLinkTitle, DownloadableSample, DownloadableSampleTitle };

/** TypeORM entities of this library (must match its migrations). */
export const downloadableEntities: Function[] = [
  DownloadableLink,
  DownloadableLinkTitle,
  DownloadableLinkPrice,
  DownloadableSample,
  DownloadableSampleTitle,
];
