import { MediaStorage1763800000490 } from './1763800000490-media-storage';

export const mediaStorageMigrations = [MediaStorage1763800000490];
