import autocannon from 'autocannon';

/**
 * The load generator shared by the benchmarks (`npm run bench`, `npm run bench -- --year`): autocannon drives a
 * scenario with `concurrency` connections back to back for `seconds`. A scenario is a named request whose path may
 * vary with the request's number (and may carry headers such as a session cookie), or a flow: a cycle of requests
 * each connection walks as its own shopper. What each benchmark prints is its own.
 */
export type Scenario = { name: string; path: (i: number) => string; headers?: Record<string, string> };

/**
 * Each connection walks its own steps (a shopper's, with its token); autocannon's context passes values between steps.
 * A step's name groups its replies in the flow's figures per step.
 */
export type FlowStep = autocannon.Request & { step: string };
export type Flow = { name: string; steps: (connection: number) => FlowStep[] };

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

const REQUEST_TIMEOUT_SECONDS = 120;

/** One more reply of `status` in a tally of replies by status. */
export function countStatus(statuses: Map<string, number>, status: string): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** "200×812 500×3": the statuses, each with its count. */
export function statusSummary(statuses: Map<string, number>): string {
  return [...statuses].sort().map(([status, count]) => `${status}×${count}`).join(' ');
}

/** Replies that are not 2xx or 3xx, timeouts and network errors included. */
export function failures(statuses: Map<string, number>): number {
  return [...statuses].filter(([status]) => !/^[23]/.test(status)).reduce((sum, [, count]) => sum + count, 0);
}

/** One request, for a warm-up or a check: its status and body. */
export async function fetchOnce(baseUrl: string, scenario: Scenario, i = 0): Promise<{ status: number; body: string }> {
  const response = await fetch(baseUrl + scenario.path(i), { headers: scenario.headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000) });
  return { status: response.status, body: await response.text() };
}

/**
 * Requests each of a scenario's first `count` paths once, `concurrency` at a time: a cached page's first visits,
 * each rendered, before the timed run serves them from the cache.
 */
export async function visitEach(baseUrl: string, scenario: Scenario, count: number, concurrency: number): Promise<ScenarioFigures> {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const begun = performance.now();
        const status = await fetchOnce(baseUrl, scenario, i).then(
          (reply) => String(reply.status),
          () => 'network error',
        );
        latencies.push(performance.now() - begun);
        countStatus(statuses, status);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: count, perSecond: count / ((performance.now() - started) / 1000), latencies, sizes: [], statuses };
}

type Load = { concurrency: number; seconds: number };

function drive(
  baseUrl: string,
  load: Load,
  requests: autocannon.Request[],
  more: Pick<autocannon.Options, 'headers' | 'setupClient'> = {},
): Promise<ScenarioFigures> {
  const latencies: number[] = [];
  const sizes: number[] = [];
  const statuses = new Map<string, number>();
  const count = (status: string) => countStatus(statuses, status);
  return new Promise((resolve, reject) => {
    const options = { url: baseUrl, connections: load.concurrency, duration: load.seconds, requests, timeout: REQUEST_TIMEOUT_SECONDS, ...more };
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      latencies.sort((a, b) => a - b);
      sizes.sort((a, b) => a - b);
      resolve({ requests: latencies.length, perSecond: latencies.length / result.duration, latencies, sizes, statuses });
    });
    instance.on('response', (_client, statusCode, bytes, milliseconds) => {
      latencies.push(milliseconds);
      sizes.push(bytes);
      count(String(statusCode));
    });
    instance.on('reqError', (error: Error) => count(/timeout/i.test(`${error.name} ${error.message}`) ? 'timeout' : 'network error'));
  });
}

export function runScenario(baseUrl: string, scenario: Scenario, load: Load): Promise<ScenarioFigures> {
  let counter = 0;
  return drive(baseUrl, load, [{ setupRequest: (request) => ({ ...request, path: scenario.path(counter++) }) }], { headers: scenario.headers });
}

/**
 * A flow's figures are of all its requests together, and `steps` of each step's own replies (by its name): how long a
 * step took while the others ran, an order placed among page views, say. A step's time runs from its request's
 * setup, when the connection's previous reply has arrived, to its reply. A request that got no reply (a timeout, a
 * network error) counts only in the flow's statuses: autocannon does not say which step it was.
 */
export async function runFlow(baseUrl: string, flow: Flow, load: Load): Promise<ScenarioFigures & { steps: Map<string, ScenarioFigures> }> {
  const steps = new Map<string, ScenarioFigures>();
  const timed = (connectionSteps: FlowStep[]): autocannon.Request[] =>
    connectionSteps.map(({ step, setupRequest, onResponse, ...request }) => {
      const figures: ScenarioFigures = steps.get(step) ?? { requests: 0, perSecond: 0, latencies: [], sizes: [], statuses: new Map() };
      steps.set(step, figures);
      let sentAt = 0;
      return {
        ...request,
        setupRequest: (req, context) => {
          sentAt = performance.now();
          return typeof setupRequest === 'function' ? setupRequest(req, context) : req;
        },
        onResponse: (status, body, context, headers) => {
          figures.latencies.push(performance.now() - sentAt);
          countStatus(figures.statuses, String(status));
          if (typeof onResponse === 'function') onResponse(status, body, context, headers);
        },
      };
    });
  let connections = 0;
  const all = await drive(baseUrl, load, timed(flow.steps(0)), { setupClient: (client) => client.setRequests(timed(flow.steps(connections++))) });
  for (const figures of steps.values()) {
    figures.latencies.sort((a, b) => a - b);
    figures.requests = figures.latencies.length;
    figures.perSecond = figures.requests / load.seconds;
  }
  return { ...all, steps };
}
