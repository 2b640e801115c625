import { DataInterface, Field } from '@mercato/platform';

/** What integration management answers besides integrations: Mercato's own interfaces, as Magento has no such routes. */

/** An ACL resource an integration can be granted, with the number of routes that require it. */
@DataInterface('Mercato\\Integration\\Api\\Data\\AclResourceInterface')
export class AclResourceData {
  @Field('string') id?: string;
  @Field('int') routes?: number;
}

/**
 * What activation and re-authorisation answer: with a callback URL, the handshake's start (the
 * application's login link and its consumer key); without one, the four credentials at once.
 */
@DataInterface('Mercato\\Integration\\Api\\Data\\ActivationInterface')
export class ActivationData {
  @Field('string') identity_link_url?: string;
  @Field('string') oauth_consumer_key?: string;
  @Field('string') consumer_key?: string;
  @Field('string') consumer_secret?: string;
  @Field('string') access_token?: string;
  @Field('string') access_token_secret?: string;
}
