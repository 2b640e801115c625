import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeSetInterface')
export class AttributeSetData {
  @Field('int') attribute_set_id?: number | null;
  @Field('string') attribute_set_name?: string;
  @Field('int') sort_order?: number;
  @Field('int') entity_type_id?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeGroupExtensionInterface')
export class AttributeGroupExtensionData {
  @Field('string') attribute_group_code?: string | null;
  @Field('string') tab_group_code?: string | null;
}

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeGroupInterface')
export class AttributeGroupData {
  @Field('int') attribute_group_id?: number | null;
  @Field('string') attribute_group_name?: string;
  @Field('int') attribute_set_id?: number | null;
  @Field(() => AttributeGroupExtensionData) extension_attributes?: AttributeGroupExtensionData | null;
}

export class AttributeSetIdInput {
  @Field('int', { required: true }) attributeSetId: number;
}

/** `PUT …/attribute-sets/:attributeSetId` is `save($attributeSet)`: the set's own id carries the path's. */
export class AttributeSetSaveInput {
  @Field('int', { required: true, carriedBy: 'attributeSet.attribute_set_id' }) attributeSetId: number;
  @Field(() => AttributeSetData, { required: true }) attributeSet: AttributeSetData;
}

export class AttributeSetCreateInput {
  @Field(() => AttributeSetData, { required: true }) attributeSet: AttributeSetData;
  @Field('int', { required: true }) skeletonId: number;
}

export class EavAttributeSetCreateInput extends AttributeSetCreateInput {
  @Field('string', { required: true }) entityTypeCode: string;
}

export class AttributeAssignInput {
  @Field('int', { required: true }) attributeSetId: number;
  @Field('int', { required: true }) attributeGroupId: number;
  @Field('string', { required: true }) attributeCode: string;
  @Field('int', { required: true }) sortOrder: number;
}

export class AttributeUnassignInput extends AttributeSetIdInput {
  @Field('string', { required: true }) attributeCode: string;
}

export class AttributeGroupSaveInput {
  @Field(() => AttributeGroupData, { required: true }) group: AttributeGroupData;
}

export class AttributeGroupPutInput extends AttributeGroupSaveInput {
  @Field('int', { required: true, carriedBy: 'group.attribute_set_id' }) attributeSetId: number;
}

export class AttributeGroupIdInput {
  @Field('int', { required: true }) groupId: number;
}
