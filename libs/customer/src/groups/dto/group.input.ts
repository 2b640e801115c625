import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Customer\\Api\\Data\\GroupExtensionInterface')
export class GroupExtension {
  /** Websites whose customers of this group see no catalog (Magento 2.4). */
  @Field('int', { array: true }) exclude_website_ids?: number[] | null;
}

@DataInterface('Magento\\Customer\\Api\\Data\\GroupInterface')
export class GroupData {
  @Field('int') id?: number | null;
  @Field('string') code?: string | null;
  @Field('int') tax_class_id?: number | null;
  @Field('string') tax_class_name?: string | null;
  @Field(() => GroupExtension) extension_attributes?: GroupExtension;
}

export class GroupSaveInput {
  @Field(() => GroupData, { required: true }) group: GroupData;
}

/** PUT /V1/customerGroups/:id: the path id is also written into `group.id` by the platform. */
export class GroupUpdateInput extends GroupSaveInput {
  @Field('int', { required: true, carriedBy: 'group.id' }) id: number;
}

export class GroupIdInput {
  @Field('int', { required: true }) id: number;
}

export class StoreIdInput {
  @Field('int', { required: true }) storeId: number;
}
