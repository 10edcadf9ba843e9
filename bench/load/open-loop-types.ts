/** What the open-loop child (open-loop.ts) is given and answers. */

/** One request of the plan; `kind` groups the figures. */
export type PlannedRequest = {
  kind: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses that count as served; default any 2xx or 3xx. */
  expect?: number[];
};

export type OpenLoopPlan = {
  /** Base URLs; request i goes to targets[i % targets.length] (two processes: round-robin). */
  targets: string[];
  /** Requests per second, constant. */
  rate: number;
  seconds: number;
  /** Request i is requests[i % requests.length]. */
  requests: PlannedRequest[];
  /** A request not answered this long after its planned moment is abandoned and counted. */
  timeoutMs: number;
  /** Connections per target; more requests wait for one (and the wait counts). */
  maxSockets: number;
};

/**
 * ok: served as expected; limitado: 429 (a rate limit); descartado: 503 (shed on purpose);
 * erro: any other status or a broken connection; tempo-esgotado: no answer within timeoutMs.
 */
export type Outcome = 'ok' | 'limitado' | 'descartado' | 'erro' | 'tempo-esgotado';

export type KindFigures = {
  requests: number;
  outcomes: Record<Outcome, number>;
  /** Statuses of the requests counted as erro (0: no answer). */
  errorStatuses: Record<string, number>;
  /** Latency of the served (ok) requests, from their planned moment. */
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
};

export type SecondFigures = {
  second: number;
  planned: number;
  ok: number;
  descartado: number;
  /** erro + tempo-esgotado + limitado. */
  falhas: number;
  p99Ms: number | null;
};

export type OpenLoopResult = {
  plannedRate: number;
  /** Requests actually sent per second over the sending time (the generator kept up?). */
  sentRate: number;
  /** Served (ok) requests per second of the run. */
  servedRate: number;
  /** Any answer (ok, 429, 503, other statuses) per second of the run. */
  answeredRate: number;
  total: KindFigures;
  perKind: Record<string, KindFigures>;
  timeline: SecondFigures[];
  maxOutstanding: number;
  maxSendLagMs: number;
};
