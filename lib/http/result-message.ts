/**
 * An action's own text for when the server sent no message. A failure may have two (the shop's documented texts
 * give both for some actions, as 'Failed to update' and 'Error updating quantity'): `failed` for an answer without
 * a message, `error` for a call that got no answer at all (status 0: the network failed or the reply was not JSON).
 */
export type FallbackText = string | { failed: string; error: string };

/**
 * What to tell the person about a call, success or failure: the server's message always wins; without one, the
 * action's own text. The browser's only way to word an API result (apiFetch's, or any `{ message }` such as a
 * Stripe.js error).
 */
export function resultMessage(result: { message?: string; status?: number }, fallback: FallbackText): string {
  if (result.message) return result.message;
  if (typeof fallback === 'string') return fallback;
  return result.status === 0 ? fallback.error : fallback.failed;
}
