import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Mercato\\Marketplace\\Api\\Data\\ApplicationInterface')
export class ApplicationData {
  @Field('string', { required: true }) name: string;
  /** `sandbox` or `production`. */
  @Field('string', { required: true }) environment: string;
}

export class ApplicationCreateInput {
  @Field(() => ApplicationData, { required: true }) application: ApplicationData;
}

export class ApplicationIdInput {
  @Field('string', { required: true }) applicationId: string;
}
