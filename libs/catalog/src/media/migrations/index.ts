import { MediaGallery1763800000140 } from './1763800000140-media-gallery';

/** This area's migrations, in order (timestamps from its assigned range). */
export const mediaMigrations: Function[] = [MediaGallery1763800000140];
