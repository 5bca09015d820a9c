// The few parts of autocannon's programmatic API the benchmark uses: the package ships no types.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}
