import { Database } from './database';

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * One small write that many concurrent callers each need (a nonce stored, a flag set), grouped:
 * while one statement is in flight, the items that arrive wait and go together in the next one.
 * Under load that is one round trip for many callers, none waiting longer than one statement; an
 * idle process writes at once. `write` answers one result per item, in their order (or nothing,
 * for `void`); when it throws, every caller of that group gets the error. The statement runs
 * outside any caller's transaction: it is the whole group's, and one caller's rollback must not
 * take back the others' items.
 */
export class GroupedWrites<T, R = void> {
  private queue: Waiting<T, R>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Database,
    private readonly write: (items: T[]) => Promise<R[] | void>,
    private readonly maxGroup = 1000,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) void this.db.outsideTransaction(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const group = this.queue.splice(0, this.maxGroup);
        try {
          const results = await this.write(group.map((w) => w.item));
          group.forEach((w, n) => w.resolve((results ? results[n] : undefined) as R));
        } catch (error) {
          for (const w of group) w.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
