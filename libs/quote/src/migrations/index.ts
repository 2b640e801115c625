import { Quotes1763800000060 } from './1763800000060-quotes';

export const quoteMigrations = [Quotes1763800000060];
