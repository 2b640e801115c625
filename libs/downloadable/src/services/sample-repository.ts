import { Injectable } from '@nestjs/common';
import { InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache, ProductLocator } from '@mercato/catalog';
import { SampleInput } from '../dto/sample.input';
import { sampleData, SampleRow } from './downloadable-data';
import { DownloadableReader } from './downloadable-reader';
import { DOWNLOADABLE, locateProduct, NOT_DOWNLOADABLE } from './link-repository';
import { SampleValidator } from './sample-validator';
import { SampleWriter } from './sample-writer';
import { readScope, writeScope } from './scope';

export const SAMPLE_NOT_FOUND = 'No downloadable sample with the provided ID was found. Verify the ID and try again.';
export const SAMPLE_NOT_RELATED = "The downloadable sample isn't related to the product. Verify the link and try again.";

/** Magento\Downloadable\Api\SampleRepositoryInterface. */
@Injectable()
export class SampleRepository {
  constructor(
    private readonly locator: ProductLocator,
    private readonly reader: DownloadableReader,
    private readonly validator: SampleValidator,
    private readonly writer: SampleWriter,
    private readonly cache: ProductCache,
  ) {}

  async getList(ctx: RequestContext, sku: string): Promise<Record<string, unknown>[]> {
    const product = await locateProduct(this.locator, sku);
    if (product.type_id !== DOWNLOADABLE) return [];
    return (await this.reader.samples(product.entity_id, readScope(ctx))).map(sampleData);
  }

  /** Creates a sample (no id, or 0 as Magento reads it) or updates one, and answers its id. */
  async save(ctx: RequestContext, sku: string, sample: SampleInput, isGlobalScopeContent = true, urlId?: number): Promise<number> {
    const product = await locateProduct(this.locator, sku);
    const id = sample.id || urlId || null;
    let existing: SampleRow | undefined;
    if (id !== null) {
      existing = await this.reader.sample(id);
      if (!existing) throw new NoSuchEntityException(SAMPLE_NOT_FOUND);
      if (existing.product_id !== product.entity_id) throw new InputException(SAMPLE_NOT_RELATED);
    } else if (product.type_id !== DOWNLOADABLE) {
      throw new InputException(NOT_DOWNLOADABLE);
    }
    const scope = writeScope(ctx, isGlobalScopeContent);
    const draft = await this.validator.draft(sample, existing, scope.global);
    try {
      const [savedId] = await this.writer.write(product.entity_id, [draft], scope);
      return savedId;
    } finally {
      this.cache.invalidate();
    }
  }

  async delete(_ctx: RequestContext, id: number): Promise<boolean> {
    try {
      if (!(await this.writer.delete(id))) throw new NoSuchEntityException(SAMPLE_NOT_FOUND);
      return true;
    } finally {
      this.cache.invalidate();
    }
  }
}
