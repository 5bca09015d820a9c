import type { Counter, Histogram } from 'prom-client'

/**
 * The metrics the modules feed (decision 050), as `app.metrics` (server/src/plugins/metrics.ts); a service
 * that takes its dependencies as arguments takes this. Every metric lives in the app's own registry.
 */
export type Metrics = {
  /** Seconds one job took, by queue and outcome (`'done'`, `'failed'`, …): `jobDuration.observe({ queue, outcome }, s)`. */
  jobDuration: Histogram<'queue' | 'outcome'>
  /** Jobs that failed, by queue: `jobFailures.inc({ queue })`. */
  jobFailures: Counter<'queue'>
  /** Seconds the menu reader took over one menu: `menuReadSeconds.observe(s)`. */
  menuReadSeconds: Histogram
  /**
   * Menus sent to the model service, or meant for it, by outcome (`read`, `timeout`, `rate_limited`,
   * `service_error`, `malformed`, `refused`, `empty`, `daily_limit`, `paused`, `no_picture`): `modelRequests.inc({ outcome })`.
   */
  modelRequests: Counter<'outcome'>
  /** Seconds the model service took to answer (or fail): `modelSeconds.observe(s)`. */
  modelSeconds: Histogram
  /** Tokens the model service counted, by kind (`prompt`, `completion`): `modelTokens.inc({ kind }, n)`. */
  modelTokens: Counter<'kind'>
  /** Reports a queue's depth, read each time Prometheus scrapes; a second call for one queue replaces the first. */
  setQueueDepth: (queue: string, read: () => Promise<number>) => void
}
