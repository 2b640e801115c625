import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import { QueryFailedError } from 'typeorm';

/**
 * Statements that share one round trip to PostgreSQL: a transaction's opening with its first
 * statement, and statements held back (`Database.deferredWrite`, `deferredQuery`) with the next one
 * or the COMMIT, sent as one simple query of EXECUTEs with their values inlined.
 */

// The text pg itself sends for a parameter value (arrays as array literals, dates, JSON): an inlined
// literal must be the same text. Untyped in @types/pg.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/** A statement held back, and for a query, who waits for its answer. */
export interface Deferred {
  execute: string;
  answer?: { resolve(result: QueryResult): void; reject(error: Error): void };
}

/**
 * The most parameter text inlined into an EXECUTE: escaping is a loop over every character here and
 * parsing one in PostgreSQL, where a bound parameter costs neither (an order's insert, whose records
 * run to kilobytes, was slower so). A cart call's first read has a few ids.
 */
const MAX_INLINED = 1024;

/**
 * A prepared statement this connection has parsed already, as an EXECUTE with its values inlined
 * as literals, for a simple query that sends it behind other statements in one round trip; null
 * when it cannot be (not parsed here yet, a binary value, or long values). Each literal is the text pg would
 * have sent for the value, untyped as the protocol's text parameters are: PostgreSQL reads it as
 * the type the statement was prepared with, so the statement runs exactly as it would have.
 */
export function executeStatement(client: PoolClient, config: QueryConfig): string | null {
  const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;
  if (!config.name || !parsed || parsed[config.name] !== config.text) return null;
  const literals: string[] = [];
  let length = 0;
  for (const value of config.values ?? []) {
    const text = prepareValue(value);
    if (text === null || text === undefined) literals.push('NULL');
    else if (typeof text !== 'string') return null;
    else if ((length += text.length) > MAX_INLINED) return null;
    else literals.push(client.escapeLiteral(text));
  }
  return `EXECUTE ${client.escapeIdentifier(config.name)}${literals.length ? `(${literals.join(', ')})` : ''}`;
}

export const ENDED = 'the transaction ended before the statement was sent';

/**
 * Sends statements as one simple query and answers their results, settling the held-back queries
 * among them: `carried` are the statements just before the last `tail` ones (the carrier, a COMMIT).
 * A failure fails every one of them.
 */
export async function carrying(client: PoolClient, text: string, carried: Deferred[], tail: number): Promise<QueryResult[]> {
  try {
    const answer = (await client.query(text)) as unknown as QueryResult | QueryResult[];
    const results = Array.isArray(answer) ? answer : [answer];
    const first = results.length - tail - carried.length;
    carried.forEach((d, i) => d.answer?.resolve(results[first + i]));
    return results;
  } catch (error) {
    for (const d of carried) d.answer?.reject(error as Error);
    throw error;
  }
}

/** A failure of statements sent as one text, as TypeORM reports a failed statement. */
export function failed(sql: string): (error: Error) => never {
  return (error) => {
    throw new QueryFailedError(sql, undefined, error);
  };
}
