import { DataSource, EntityManager } from 'typeorm';

/** Runs work in one transaction; the manager passed in is bound to it. */
export function inTransaction<T>(ds: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return ds.transaction(work);
}
