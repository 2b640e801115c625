import { Injectable } from '@nestjs/common';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Cryptographer } from './cryptographer';
import { FileRecorder } from './file-recorder';
import { packTar } from './tar';
import { UsageReport } from './usage-report';

const gzipAsync = promisify(gzip);

/**
 * Magento's ExportDataHandler: collects the usage reports, packs them into a tar.gz, encrypts the
 * archive and records it as the file GET /V1/analytics/link points at. Run by
 * `npm run mercato -- analytics:prepare` (Magento runs it from cron); the link answers
 * "File is not ready yet." until it has run once.
 */
@Injectable()
export class ExportDataHandler {
  constructor(
    private readonly report: UsageReport,
    private readonly cryptographer: Cryptographer,
    private readonly recorder: FileRecorder,
  ) {}

  /** Returns the recorded file's path relative to the media directory. */
  async prepareExportData(): Promise<string> {
    const archive = await gzipAsync(packTar(await this.report.files()));
    return this.recorder.recordNewFile(await this.cryptographer.encode(archive));
  }
}
