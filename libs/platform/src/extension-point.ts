/**
 * An extension point: what other libraries add to a library's behaviour (product parts, cart
 * totals, payment methods, forced parameters, hooks). Each entry is added once, by the provider
 * that owns it; a second entry under the same key is a programming error and fails the start.
 * Entries come back ordered by their declared order, then by the order they were added.
 */
export class ExtensionPoint<T> {
  private readonly entries: T[] = [];
  private readonly keys = new Map<string, T>();

  constructor(
    /** What the point is called in the error a duplicate raises. */
    private readonly name: string,
    private readonly keyOf: (entry: T) => string,
    private readonly orderOf: (entry: T) => number = () => 0,
  ) {}

  add(entry: T): void {
    const key = this.keyOf(entry);
    if (this.keys.has(key)) throw new Error(`${this.name}: "${key}" is already registered`);
    this.keys.set(key, entry);
    // A stable insertion by order: equal orders keep the order they were added in.
    let at = this.entries.length;
    while (at > 0 && this.orderOf(this.entries[at - 1]) > this.orderOf(entry)) at--;
    this.entries.splice(at, 0, entry);
  }

  get(key: string): T | undefined {
    return this.keys.get(key);
  }

  all(): readonly T[] {
    return this.entries;
  }
}
