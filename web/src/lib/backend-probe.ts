/**
 * 'Try Again' of the Connection Problem dialog: one cheap call to GET /health (public, needs no
 * App Check token). The transport reports its outcome to the backend status like any call's.
 */
import type { healthEndpoints } from '@bela/contracts/health';
import { apiGet } from './api-client';
import { getBackendStatus } from './backend-status-store';

const PROBE_TIMEOUT_MS = 10_000;

/** Asks the API once; resolves true when no failure of the API stands afterwards. */
export async function probeBackend(): Promise<boolean> {
  try {
    await apiGet<typeof healthEndpoints.health>('/health', undefined, { timeoutMs: PROBE_TIMEOUT_MS });
  } catch {
    // The outcome is in the backend status either way.
  }
  return getBackendStatus().failure?.cause !== 'api';
}
