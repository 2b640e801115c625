import { Injectable } from '@nestjs/common';
import { InputException } from '@mercato/platform';
import { SampleInput } from '../dto/sample.input';
import { SampleRow } from './downloadable-data';
import { isEmptyTitle, isNonNegativeInt } from './link-validator';
import { ResourceDraft, ResourceValidator, SAMPLE } from './resource-validator';

/** One sample ready to be written: checked, with an upload decoded but not yet stored. */
export interface SampleDraft {
  id: number | null;
  /** '' only on a store-view update: that store then shows the default title. */
  title: string;
  sortOrder: number;
  sample: ResourceDraft;
}

/**
 * Magento's SampleRepository::save checks and Sample\ContentValidator, in Magento's order: the
 * sample type, the sort order, the sample's resource, then the title.
 */
@Injectable()
export class SampleValidator {
  constructor(private readonly resources: ResourceValidator) {}

  async draft(sample: SampleInput, existing: SampleRow | undefined, global: boolean): Promise<SampleDraft> {
    if (sample.sample_type !== 'url' && sample.sample_type !== 'file') {
      throw new InputException('The sample type is invalid. Verify the sample type and try again.');
    }
    const sortOrder = sample.sort_order;
    if (!isNonNegativeInt(sortOrder)) throw new InputException('Sort order must be a positive integer.');
    const resource = await this.resources.check(SAMPLE, {
      type: sample.sample_type,
      url: sample.sample_url,
      file: sample.sample_file,
      content: sample.sample_file_content,
    });
    if (isEmptyTitle(sample.title) && (!existing || global)) {
      throw new InputException('The sample title is empty. Enter the title and try again.');
    }
    return {
      id: existing?.sample_id ?? null,
      title: isEmptyTitle(sample.title) ? '' : sample.title!,
      sortOrder,
      sample: resource,
    };
  }
}
