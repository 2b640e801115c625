import { DataInterface, Field } from '@mercato/platform';

/** A file sent inline: its base64 data and the name to store it under. */
@DataInterface('Magento\\Downloadable\\Api\\Data\\File\\ContentInterface')
export class FileContentInput {
  @Field('string') file_data?: string;
  @Field('string') name?: string;
}
