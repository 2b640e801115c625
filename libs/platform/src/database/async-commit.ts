/**
 * A one-row source for an autocommitted statement whose commit need not wait for the disk:
 * evaluating it sets `synchronous_commit = off` for the statement's own transaction (set_config
 * with is_local; PostgreSQL applies it at that commit and restores the session's setting after).
 * `INSERT … SELECT … FROM ${ASYNC_COMMIT}`, `UPDATE … FROM ${ASYNC_COMMIT} WHERE …`.
 *
 * Only for writes whose loss in a crash of the database server is harmless or repaired by what
 * depends on them: the WAL is flushed in order, so any later synchronous commit (the document
 * that uses a number taken this way) makes this write durable too; if none follows, at most the
 * last ~200 ms of such writes are lost (wal_writer_delay). It spares each one a WAL flush. Never
 * in a transaction that writes anything else: the whole of it would commit that way (a transaction
 * of this one statement, opened for its settings, is the same as its autocommit).
 */
export const ASYNC_COMMIT = `(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;
