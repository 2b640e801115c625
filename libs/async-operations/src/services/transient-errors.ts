/**
 * Faults worth trying again without any change (Magento: DB lock wait, deadlock, lost
 * connection → status 2): PostgreSQL's serialization failure, deadlock, lock not available,
 * and connection-class errors.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '57P01', '57P02', '57P03', '53300']);

export function isTransient(error: unknown, depth = 0): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string; cause?: unknown };
  // A service may answer a database fault with its own message (CouldNotSave…); the cause decides.
  if (e?.cause !== undefined && depth < 5 && isTransient(e.cause, depth + 1)) return true;
  const code = e?.driverError?.code ?? e?.code;
  if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|ECONNRESET|ECONNREFUSED/.test(e?.message ?? '');
}
