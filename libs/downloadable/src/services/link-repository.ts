import { Injectable } from '@nestjs/common';
import { ProductCache, ProductLocator } from '@mercato/catalog';
import { LinkInput } from '../dto/link.input';
import { linkData, LinkRow } from './downloadable-data';
import { DownloadableReader, ReadScope } from './downloadable-reader';
import { DownloadableResourceRepository, LINK_MESSAGES } from './downloadable-resources';
import { LinkDraft, LinkValidator } from './link-validator';
import { LinkWriter } from './link-writer';

/** Magento\Downloadable\Api\LinkRepositoryInterface. */
@Injectable()
export class LinkRepository extends DownloadableResourceRepository<LinkInput, LinkRow, LinkDraft> {
  protected readonly messages = LINK_MESSAGES;

  constructor(
    locator: ProductLocator,
    private readonly reader: DownloadableReader,
    validator: LinkValidator,
    writer: LinkWriter,
    cache: ProductCache,
  ) {
    super(locator, validator, writer, cache);
  }

  /** An id in the body wins over the URL's, whatever its value. */
  protected savedId(link: LinkInput, urlId: number | undefined): number | null {
    return link.id ?? urlId ?? null;
  }

  protected async list(productId: number, scope: ReadScope): Promise<Record<string, unknown>[]> {
    return (await this.reader.links(productId, scope)).map(linkData);
  }

  protected find(id: number): Promise<LinkRow | undefined> {
    return this.reader.link(id);
  }
}
