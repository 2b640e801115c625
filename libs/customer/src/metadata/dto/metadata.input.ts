import { Field } from '@mercato/platform';

export class AttributeCodeInput {
  @Field('string', { required: true }) attributeCode: string;
}

export class FormCodeInput {
  @Field('string', { required: true }) formCode: string;
}
