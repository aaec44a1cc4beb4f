/**
 * Work a route starts but does not wait for, so that its reply does not depend on it (forgot-password must
 * answer a known and an unknown e-mail alike, whatever the database and the mail server take). A failure is
 * logged, never thrown: the reply has already gone.
 */

const pending = new Set<Promise<void>>();

export function afterReply(label: string, task: () => Promise<unknown>): void {
  const running: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[${label}] failed after the reply:`, error),
    )
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of after-reply work started so far (and any it started) has finished. */
export async function settleAfterReplyWork(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
