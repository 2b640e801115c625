/**
 * Helpers of the store credit and reward point commands: `--name value` options, and Magento's
 * refusals printed for a person (placeholders filled, exit code 1).
 */

/** The options given, or null when one is unknown, lacks its value or a required one is missing. */
export function parseOptions(args: string[], known: string[], required: string[]): Record<string, string> | null {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.startsWith('--') ? args[i].slice(2) : '';
    const value = args[i + 1];
    if (!known.includes(name) || value === undefined) return null;
    options[name] = value;
  }
  return required.every((r) => options[r] !== undefined) ? options : null;
}

/** A number option: finite, or null. */
export function numberOption(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A refusal (a web API exception) prints Magento's message with its placeholders filled and exits 1. */
export async function reportingRefusals(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (typeof e?.httpStatus !== 'number') throw e;
    const params = (e.parameters ?? {}) as Record<string, unknown> | unknown[];
    const text = String(e.message).replace(/%(\w+)/g, (m: string, key: string) => {
      const value = Array.isArray(params) ? params[Number(key) - 1] : params[key];
      return value === undefined ? m : String(value);
    });
    process.stderr.write(text + '\n');
    process.exitCode = 1;
  }
}

export function signed(n: number, digits: number): string {
  return (n >= 0 ? '+' : '') + n.toFixed(digits);
}
