/**
 * Faults worth trying again without any change (Magento: DB lock wait, deadlock, lost
 * connection → status 2): PostgreSQL's serialization failure, deadlock, lock not available,
 * and connection-class errors.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '57P01', '57P02', '57P03', '53300']);

export function isTransient(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e?.driverError?.code ?? e?.code;
  if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|ECONNRESET|ECONNREFUSED/.test(e?.message ?? '');
}
