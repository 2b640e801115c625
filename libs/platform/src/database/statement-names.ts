/**
 * Which statement texts run as named prepared statements, and their names. PostgreSQL parses and
 * plans an unnamed statement on every call; for the joins and CTEs of the hot paths that is most of
 * the statement's cost (a product read: 0.8 ms of planning for 0.15 ms of execution). A named
 * statement is parsed once per connection and its plan is cached there.
 *
 * Only texts seen `REPEATS` times are named (one-off texts, such as a grid's particular filter
 * combination, stay unnamed), and at most `MAX_NAMED` texts per process: each stays prepared on each
 * pooled connection for the connection's life, so the cap bounds what PostgreSQL keeps, whatever
 * texts clients make the store build.
 */
export class StatementNames {
  static readonly REPEATS = 2;
  static readonly MAX_NAMED = 400;
  /** Texts seen but not yet named, with their count (forgotten wholesale when it grows large). */
  private readonly seen = new Map<string, number>();
  private readonly named = new Map<string, string>();

  constructor(
    private readonly repeats = StatementNames.REPEATS,
    private readonly maxNamed = StatementNames.MAX_NAMED,
  ) {}

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= this.maxNamed) return name;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.repeats) {
      if (this.seen.size >= 10_000) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const given = `mercato_${this.named.size + 1}`;
    this.named.set(text, given);
    return given;
  }
}
