import { Field } from '@mercato/platform';

export class BulkUuidInput {
  @Field('string', { required: true }) bulkUuid: string;
}

export class OperationStatusInput {
  @Field('string', { required: true }) bulkUuid: string;
  @Field('int', { required: true }) status: number;
}
