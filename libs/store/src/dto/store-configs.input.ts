import { Field } from '@mercato/platform';

export class StoreConfigsInput {
  /** `?storeCodes[]=default&storeCodes[]=fr`; none means every store view. */
  @Field('string', { array: true }) storeCodes?: string[];
}
