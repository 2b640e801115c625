import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Client } from 'pg';

/**
 * Preloaded into the API process by the checkout bench (`--require`) when it counts statements:
 * every round trip any pg client makes (BEGIN, COMMIT and savepoints included) is counted, and a
 * side port answers the count since the last read (and resets it), so the bench can attribute
 * statements to the one call it just made; STATEMENT_LOG names a file to append each statement's
 * start to, to see which they are. Never loaded in production.
 */
let count = 0;
const log = process.env.STATEMENT_LOG;
type Query = (this: Client, ...args: unknown[]) => unknown;
const proto = Client.prototype as unknown as { query: Query };
const query = proto.query;
proto.query = function (this: Client, ...args: unknown[]) {
  count++;
  if (log) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    appendFileSync(log, `${String(text).replace(/\s+/g, ' ').slice(0, 160)}\n`);
  }
  return query.apply(this, args);
};
createServer((_req, res) => {
  if (log) appendFileSync(log, `---- ${count}\n`);
  res.end(String(count));
  count = 0;
}).listen(Number(process.env.STATEMENT_COUNTER_PORT), '127.0.0.1');
