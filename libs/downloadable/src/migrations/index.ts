import { DownloadableLinksSamples1763800000190 } from './1763800000190-downloadable-links-samples';

/** This library's migrations, in order. */
export const downloadableMigrations: Function[] = [DownloadableLinksSamples1763800000190];
