/** How a job's failures are spaced out: doubling from `baseMs`, never longer apart than `capMs`. */
export type RetryPolicy = { baseMs: number; capMs: number; maxAttempts: number };

/**
 * When a job that failed on attempt `attempts` (1 for the first) runs again, or null once it has had
 * every attempt. The delay doubles each time, so a gateway that is down is not hammered.
 */
export function nextAttemptAt(attempts: number, now: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return now + Math.min(policy.capMs, policy.baseMs * 2 ** (attempts - 1));
}
