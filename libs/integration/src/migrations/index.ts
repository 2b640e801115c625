import { AdminUsersAndTokens1763800000007 } from './1763800000007-admin-users-and-tokens';

export const integrationMigrations = [AdminUsersAndTokens1763800000007];
