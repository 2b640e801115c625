import { DataInterface, Field } from '@mercato/platform';

/** What registration answers: the application's credentials, the only time its secret is shown. */
@DataInterface('Mercato\\Marketplace\\Api\\Data\\RegisteredApplicationInterface')
export class RegisteredApplicationData {
  @Field('string') application_id?: string;
  @Field('string') application_secret?: string;
  @Field('string') mage_id?: string;
  @Field('string') environment?: string;
}

/** A registered application as the list shows it, never with its secret. */
@DataInterface('Mercato\\Marketplace\\Api\\Data\\ApplicationSummaryInterface')
export class ApplicationSummaryData {
  @Field('string') application_id?: string;
  @Field('string') name?: string;
  @Field('string') environment?: string;
  @Field('string') mage_id?: string;
  @Field('string') created_at?: string;
}
