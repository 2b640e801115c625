import { AdminUsersAndTokens1763800000007 } from './1763800000007-admin-users-and-tokens';
import { AuthChangeNotifications1763800000009 } from './1763800000009-auth-change-notifications';
import { Integrations1763800000013 } from './1763800000013-integrations';
import { OauthTokens1763800000014 } from './1763800000014-oauth-tokens';

export const integrationMigrations = [
  AdminUsersAndTokens1763800000007,
  AuthChangeNotifications1763800000009,
  Integrations1763800000013,
  OauthTokens1763800000014,
];
