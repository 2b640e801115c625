import { Injectable } from '@nestjs/common';
import { ProductCache, ProductLocator } from '@mercato/catalog';
import { SampleInput } from '../dto/sample.input';
import { sampleData, SampleRow } from './downloadable-data';
import { DownloadableReader, ReadScope } from './downloadable-reader';
import { DownloadableResourceRepository, SAMPLE_MESSAGES } from './downloadable-resources';
import { SampleDraft, SampleValidator } from './sample-validator';
import { SampleWriter } from './sample-writer';

/** Magento\Downloadable\Api\SampleRepositoryInterface. */
@Injectable()
export class SampleRepository extends DownloadableResourceRepository<SampleInput, SampleRow, SampleDraft> {
  protected readonly messages = SAMPLE_MESSAGES;

  constructor(
    locator: ProductLocator,
    private readonly reader: DownloadableReader,
    validator: SampleValidator,
    writer: SampleWriter,
    cache: ProductCache,
  ) {
    super(locator, validator, writer, cache);
  }

  /** Magento's sample save reads an id of 0 as none, in the body as in the URL. */
  protected savedId(sample: SampleInput, urlId: number | undefined): number | null {
    return sample.id || urlId || null;
  }

  protected async list(productId: number, scope: ReadScope): Promise<Record<string, unknown>[]> {
    return (await this.reader.samples(productId, scope)).map(sampleData);
  }

  protected find(id: number): Promise<SampleRow | undefined> {
    return this.reader.sample(id);
  }
}
