/**
 * How many transactions may hold a pooled connection at once: the pool's size less a reserve.
 *
 * A transaction holds its connection while its work runs, and some of that work needs a second
 * connection from the same pool: a document number taken in its own short transaction, a
 * process-wide cache loaded outside it (`Database.outsideTransaction`). With every connection held
 * by such transactions, each waits for a connection only another's end would return, and the
 * process hangs for good: 60 guest checkouts at once did it with a pool of 20. Transactions that
 * wait here hold nothing, and the connections never admitted to transactions serve single
 * statements, each of which ends and returns its connection; so the statements transactions wait
 * for always get one.
 */
export class TransactionAdmission {
  private admitted = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly slots: number) {
    if (slots < 1) throw new Error('a transaction needs at least one connection');
  }

  /** For a pool of `size` connections: a fifth of them (at least one) kept for single statements. */
  static forPool(size: number): TransactionAdmission {
    return new TransactionAdmission(Math.max(1, size - Math.max(1, Math.ceil(size / 5))));
  }

  /** Resolves once the transaction may take a connection; `leave` must follow, once. */
  enter(): Promise<void> | undefined {
    if (this.admitted < this.slots) {
      this.admitted++;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The transaction returned its connection: the longest waiting one is admitted in its place. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.admitted--;
  }

  /** Transactions waiting for a slot (the metrics' view of a saturated pool). */
  get queued(): number {
    return this.waiting.length;
  }
}
