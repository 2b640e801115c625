import { DataInterface, Field } from '@mercato/platform';

/** Where the prepared analytics export can be downloaded, and the base64 IV to decrypt it with. */
@DataInterface('Magento\\Analytics\\Api\\Data\\LinkInterface')
export class LinkData {
  @Field('string') url?: string;
  @Field('string') initialization_vector?: string;
}
