/** One maintenance command: `npm run mercato -- <name> <args>`. */
export interface CliCommand {
  name: string;
  /** The usage line's arguments after the name. */
  usage: string;
  /** A commerce-edition command: refused under EDITION=open-source, whose processes do not load its module. */
  edition?: 'commerce';
  /** False when the arguments do not fit (the usage is printed and the exit code is 2). */
  accepts(args: string[]): boolean;
  run(args: string[]): Promise<void>;
}
