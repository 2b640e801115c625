export * from './entities';
export { integrationMigrations } from './migrations';
export { IntegrationModule } from './integration.module';
export { UserTokens } from './services/user-tokens';
export { SigningKey } from './services/signing-key';
export { SecretBox } from './services/secret-box';
export { SIGN_IN_FAILED } from './services/admin-token.service';
export { OauthTokenEndpoint } from './oauth/token-endpoint';
