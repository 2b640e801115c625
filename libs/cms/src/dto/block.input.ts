import { DataInterface, Field } from '@mercato/platform';

/**
 * Magento\Cms\Api\Data\BlockInterface as REST reads it. As for pages, the store assignment is not
 * part of the interface: `store_id` is refused and the URL's store decides it.
 */
@DataInterface('Magento\\Cms\\Api\\Data\\BlockInterface')
export class BlockData {
  @Field('int') id?: number;
  @Field('string') identifier?: string;
  @Field('string') title?: string;
  @Field('string') content?: string;
  /** Accepted and ignored, as Magento's entity rows never write their CURRENT_TIMESTAMP columns. */
  @Field('string') creation_time?: string;
  /** Accepted and ignored: every save stamps the update time. */
  @Field('string') update_time?: string;
  @Field('bool') active?: boolean;
}

export class BlockSaveInput {
  @Field(() => BlockData, { required: true }) block: BlockData;
}

/** PUT /V1/cmsBlock/:id: the path id overrides `block.id` (Magento's ParamsOverrider). */
export class BlockUpdateInput extends BlockSaveInput {
  @Field('string', { required: true, carriedBy: 'block.id' }) id: string;
}

export class BlockIdInput {
  @Field('int', { required: true }) blockId: number;
}
