import { StoreScopes1763800000001 } from './1763800000001-store-scopes';

export const storeMigrations = [StoreScopes1763800000001];
