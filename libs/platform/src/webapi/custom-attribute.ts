import { DataInterface, Field } from './fields';

/**
 * Magento\Framework\Api\AttributeInterface as the custom_attributes of customer, address and quote
 * data carry it: the code is required. (Product input keeps its own class: there the code is optional.)
 */
@DataInterface('Magento\\Framework\\Api\\AttributeInterface')
export class CustomAttributeData {
  @Field('string', { required: true }) attribute_code: string;
  @Field('mixed') value?: unknown;
}
