import { performance } from 'node:perf_hooks';

/**
 * The measuring loop shared by the benchmarks (`npm run bench`, `npm run bench -- --year`): a scenario is a named
 * request (its path may vary with the request's number, and it may carry headers such as a session cookie), driven
 * by `concurrency` clients back to back for `seconds`. What each benchmark prints from the figures is its own.
 */
export type Scenario = { name: string; path: (i: number) => string; headers?: Record<string, string> };

export type ScenarioFigures = {
  requests: number;
  perSecond: number;
  /** Milliseconds, sorted. */
  latencies: number[];
  /** Reply body sizes in bytes, sorted. */
  sizes: number[];
  /** Replies by HTTP status ('timeout' or 'network error' when there was none). */
  statuses: Map<string, number>;
};

const REQUEST_TIMEOUT_MS = 120_000;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** "200×812 500×3": the statuses, each with its count. */
export function statusSummary(statuses: Map<string, number>): string {
  return [...statuses].sort().map(([status, count]) => `${status}×${count}`).join(' ');
}

/** One request, for a warm-up or a check: its status and body. */
export async function fetchOnce(baseUrl: string, scenario: Scenario, i = 0): Promise<{ status: number; body: string }> {
  const response = await fetch(baseUrl + scenario.path(i), { headers: scenario.headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, body: await response.text() };
}

export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: { concurrency: number; seconds: number },
): Promise<ScenarioFigures> {
  const latencies: number[] = [];
  const sizes: number[] = [];
  const statuses = new Map<string, number>();
  let counter = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const url = baseUrl + scenario.path(counter++);
      const started = performance.now();
      let status: string;
      try {
        const response = await fetch(url, { headers: scenario.headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        sizes.push((await response.arrayBuffer()).byteLength);
        status = String(response.status);
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, latencies, sizes, statuses };
}
