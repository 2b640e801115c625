import { Injectable } from '@nestjs/common';
import { InputException } from '@mercato/platform';
import { LinkInput } from '../dto/link.input';
import { LinkRow } from './downloadable-data';
import { LINK, LINK_SAMPLE, ResourceDraft, ResourceValidator } from './resource-validator';

/** One link ready to be written: checked, with uploads decoded but not yet stored. */
export interface LinkDraft {
  /** The stored link it updates; null for a new one. */
  id: number | null;
  /** '' only on a store-view update: that store then shows the default title. */
  title: string;
  sortOrder: number;
  isShareable: number;
  price: number;
  numberOfDownloads: number;
  link: ResourceDraft;
  sample: ResourceDraft | null;
}

const TYPES = ['url', 'file'];
/** What the columns hold (int, numeric(20,6)); larger values are refused with Magento's messages. */
const MAX_INT = 2_147_483_647;
const MAX_PRICE = 1e14;

/** PHP's empty() for a title: no title, '' and '0'. */
export const isEmptyTitle = (title: unknown): boolean => title === undefined || title === null || title === '' || title === '0';

/**
 * Magento's LinkRepository::save checks and Link\ContentValidator, in Magento's order: the link
 * type, the sample type when one is sent, price, number of downloads, sort order, the link's
 * resource, the sample's resource, then the title. Answers the first failure with Magento's message.
 */
@Injectable()
export class LinkValidator {
  constructor(private readonly resources: ResourceValidator) {}

  /**
   * `existing` is the stored link an update targets (its ownership already checked); `global`
   * says whether the content goes to the default scope (isGlobalScopeContent).
   */
  async draft(link: LinkInput, existing: LinkRow | undefined, global: boolean): Promise<LinkDraft> {
    if (!TYPES.includes(link.link_type as string)) throw new InputException('The link type is invalid. Verify and try again.');
    const sampleSent = link.sample_type !== undefined && link.sample_type !== null;
    if (sampleSent && !TYPES.includes(link.sample_type as string)) {
      throw new InputException('The link sample type is invalid. Verify and try again.');
    }
    const price = link.price;
    if (typeof price !== 'number' || price < 0 || price >= MAX_PRICE)
      throw new InputException('Link price must have numeric positive value.');
    const downloads = link.number_of_downloads;
    if (!isNonNegativeInt(downloads)) throw new InputException('Number of downloads must be a positive integer.');
    const sortOrder = link.sort_order;
    if (!isNonNegativeInt(sortOrder)) throw new InputException('Sort order must be a positive integer.');
    // Magento stores any number here; only its three meanings are kept (0 no, 1 yes, 2 configured).
    const shareable = link.is_shareable ?? 0;
    if (![0, 1, 2].includes(shareable)) throw InputException.invalidFieldValue('is_shareable', shareable);

    const resource = await this.resources.check(LINK, {
      type: link.link_type as 'url' | 'file',
      url: link.link_url,
      file: link.link_file,
      content: link.link_file_content,
    });
    let sample: ResourceDraft | null = null;
    if (sampleSent) {
      sample = await this.resources.check(LINK_SAMPLE, {
        type: link.sample_type as 'url' | 'file',
        url: link.sample_url,
        file: link.sample_file,
        content: link.sample_file_content,
      });
    } else if (existing) {
      // An update that sends no sample type keeps the stored sample (resetLinkSampleContent).
      sample = storedSample(existing);
    }

    if (isEmptyTitle(link.title) && (!existing || global)) {
      throw new InputException('The link title is empty. Enter the link title and try again.');
    }
    return {
      id: existing?.link_id ?? null,
      title: isEmptyTitle(link.title) ? '' : link.title!,
      sortOrder,
      isShareable: shareable,
      price,
      numberOfDownloads: downloads,
      link: resource,
      sample,
    };
  }
}

export function isNonNegativeInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT;
}

function storedSample(row: LinkRow): ResourceDraft | null {
  if (row.sample_type === 'url' && row.sample_url !== null) return { type: 'url', url: row.sample_url };
  if (row.sample_type === 'file' && row.sample_file !== null) return { type: 'file', file: row.sample_file };
  return null;
}
