import { Query } from 'pg';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { warnUnlessStopping } from '../orderly-stop';

/** Pools and connections given an error listener (`guardConnections`). */
const guardedPools = new WeakSet<Pool>();
const guardedClients = new WeakSet<PoolClient>();

/**
 * pg-pool listens for a connection's errors only while the connection is idle in the pool. A
 * connection lent out (a transaction between statements) that the server closes (a fast shutdown,
 * a terminated backend) would emit an error nobody hears, which ends the process. Every connection
 * is given a listener when first lent: the loss is a warning (none once this process was asked to
 * stop), and the next statement on the connection fails, where its caller handles it.
 */
export function guardConnections(pool: Pool): void {
  if (guardedPools.has(pool)) return;
  guardedPools.add(pool);
  pool.on('acquire', (client) => {
    if (guardedClients.has(client)) return;
    guardedClients.add(client);
    let warned = false;
    client.on('error', (error) => {
      if (warned) return;
      warned = true;
      // A Ctrl-C reaches the embedded server and this process together: wait for this process's own signal.
      warnUnlessStopping('database connection lost', { error: error.message });
    });
  });
}

/**
 * Sends a named statement as pg's own Query rather than as a config object, which pg copies
 * property by property (Object.getOwnPropertyDescriptors) on every call: 4 % of the API's CPU in a
 * REST call that runs one statement.
 */
export function submit(client: PoolClient, config: QueryConfig): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new Query(config.text, config.values, (error, result) => (error ? reject(error) : resolve(result)));
    (query as { name?: string }).name = config.name;
    client.query(query);
  });
}

/** The part of pg's connection a query writes its messages to. */
interface ProtocolConnection {
  execute(config: { portal?: string; rows?: number }): void;
  parse(config: { text: string; name?: string }): void;
  bind(config: { statement?: string; portal?: string; values?: unknown[] }): void;
  sync(): void;
}

/**
 * pg's Query with a COMMIT behind the statement in the same extended-protocol message sequence:
 * the statement's Bind, Describe and Execute, then COMMIT's Parse, Bind and Execute, then the one
 * Sync. pg 8's Query sends its Execute and Sync in `_getRows`; the COMMIT goes between them.
 */
class CommittingQuery extends Query {
  _getRows(connection: ProtocolConnection, rows?: number): void {
    connection.execute({ portal: (this as { portal?: string }).portal, rows });
    connection.parse({ text: 'COMMIT', name: '' });
    connection.bind({ statement: '', portal: '', values: [] });
    connection.execute({ portal: '' });
    connection.sync();
  }
}

/**
 * Runs a statement and commits the connection's transaction in one round trip; answers the
 * statement's result. PostgreSQL skips the COMMIT when the statement fails (an error makes it
 * discard messages up to the Sync), leaving the transaction failed as any failure does. Needs
 * values or a name: a statement without either goes as a simple query, which has no Execute to
 * follow.
 */
export function submitWithCommit(client: PoolClient, config: QueryConfig): Promise<QueryResult> {
  if (!config.name && !config.values?.length) throw new Error('submitWithCommit needs a named statement or values');
  return new Promise((resolve, reject) => {
    const query = new CommittingQuery(config.text, config.values, (error, result) => {
      if (error) return reject(error);
      // Two results: the statement's and the COMMIT's. Without the COMMIT's (a pg whose Query no
      // longer sends through `_getRows`), the transaction is still open: failing here rolls it back.
      const results = result as unknown as QueryResult | QueryResult[];
      if (!Array.isArray(results) || results[results.length - 1].command !== 'COMMIT') {
        return reject(new Error('the COMMIT was not sent behind the statement'));
      }
      resolve(results[0]);
    });
    (query as { name?: string }).name = config.name;
    client.query(query);
  });
}
