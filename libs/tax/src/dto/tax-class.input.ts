import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Tax\\Api\\Data\\TaxClassExtensionInterface')
export class TaxClassExtensionInput {}

/** Magento\Tax\Api\Data\TaxClassInterface; name and type are checked by the repository, as Magento does. */
@DataInterface('Magento\\Tax\\Api\\Data\\TaxClassInterface')
export class TaxClassData {
  @Field('int') class_id?: number | null;
  @Field('string') class_name?: string | null;
  /** CUSTOMER or PRODUCT */
  @Field('string') class_type?: string | null;
  @Field(() => TaxClassExtensionInput) extension_attributes?: TaxClassExtensionInput;
}

/** POST /V1/taxClasses */
export class TaxClassSaveInput {
  @Field(() => TaxClassData, { required: true }) taxClass: TaxClassData;
}

/** PUT /V1/taxClasses/:classId (the path id overrides `taxClass.class_id`). */
export class TaxClassUpdateInput extends TaxClassSaveInput {
  @Field('int', { required: true, carriedBy: 'taxClass.class_id' }) classId: number;
}

export class TaxClassIdInput {
  @Field('int', { required: true }) taxClassId: number;
}
