// The few parts of autocannon's programmatic API the benchmarks use: the package ships no types.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram & { totalCount: number }
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    duration: number
  }
  /** One request as autocannon writes it; `setupRequest` may answer another each time. */
  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    /** Called with each answer, and the context its `setupRequest` wrote (one request at a time a connection). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    /** Requests a second over all connections at most (an open load of that rate); 0 is as fast as answered. */
    overallRate?: number
    headers?: Record<string, string>
    requests?: Request[]
    /** Replaces `[<id>]` in request bodies with a fresh random id. */
    idReplacement?: boolean
    /** Answers the raw histograms, for `aggregateResult` to merge with another instance's. */
    skipAggregateResult?: boolean
  }
  export default function autocannon(options: Options): Promise<Result>
  /** Merges instances run with `skipAggregateResult`: their latency histograms are added, not averaged. */
  export function aggregateResult(results: unknown[], options?: Partial<Options>): Result
}
