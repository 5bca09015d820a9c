// The few parts of @20minutes/s3rver's API the tests use (s3-server.ts): the package ships no types.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  export type S3rverOptions = {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  /** The part of Koa's context the bucket-address fix of s3-server.ts touches. */
  export type S3rverContext = { path: string; mountPath?: string; state: { vhost?: boolean } }
  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Koa's middleware list, the router last; composed when the server starts. */
    middleware: ((context: S3rverContext, next: () => Promise<void>) => Promise<void> | void)[]
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
