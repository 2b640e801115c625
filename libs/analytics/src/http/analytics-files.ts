import { Injectable } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { posix } from 'node:path';
import { FileStorage, storagePathUnder } from '@mercato/media-storage';
import { MEDIA_SUBDIRECTORY, mediaKey } from '../services/analytics-media';

/**
 * Serves the prepared exports at `/media/analytics/<hash>/data.tgz`, where the link points (in
 * Magento the web server serves pub/media), read through the file storage so that any replica
 * serves an export another one prepared (FILE_STORAGE=database). Read-only files, no directory
 * listing, no index pages, no dot files; anything else falls through to the app's 404. The headers
 * are the ones express.static sent when the files were read from disk (content type by extension,
 * weak ETag of size and time, Last-Modified, `Cache-Control: public, max-age=0`, 304 when fresh);
 * ranges are not offered.
 */
@Injectable()
export class AnalyticsFiles {
  constructor(private readonly storage: FileStorage) {}

  /** Express handler, mounted at /media/analytics. */
  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    this.serve(req, res).then((served) => (served ? undefined : next()), next);
  };

  private async serve(req: Request, res: Response): Promise<boolean> {
    const path = decodedPath(req.path);
    if (path === null || path.split('/').some((segment) => segment.startsWith('.'))) return false;
    const key = storagePathUnder(mediaKey(MEDIA_SUBDIRECTORY), path);
    const file = key ? await this.storage.stat(key) : null;
    const bytes = key && file ? await this.storage.read(key) : null;
    if (!file || !bytes) return false;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=0');
    res.setHeader('Last-Modified', file.modified.toUTCString());
    res.setHeader('ETag', `W/"${bytes.length.toString(16)}-${file.modified.getTime().toString(16)}"`);
    res.type(posix.extname(path) || 'application/octet-stream');
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.setHeader('Content-Length', String(bytes.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  }
}

/** The path below the mount, percent-decoded (an encoded `/` or `..` is judged as what it decodes to); null when malformed. */
function decodedPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
