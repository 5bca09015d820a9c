import type { FastifyReply } from 'fastify'

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000

/**
 * An open stream of server-sent events: `send` one (nothing once closed), `close` it, `onClose` to clean up
 * when either side ends it.
 */
export type EventStream = {
  send: (event: string, data: unknown) => void
  close: () => void
  isOpen: () => boolean
  onClose: (cleanup: () => void) => void
}

/**
 * A module's open event streams, ended together when the server stops (`closeAll`, in a preClose hook, before
 * the server waits for its requests). A stream opened after that (a browser reconnecting while the server
 * stops) ends at once: its browser reconnects again, to whichever server is still up.
 */
export class OpenStreams {
  private readonly closers = new Set<() => void>()
  private isClosed = false

  add(close: () => void): void {
    if (this.isClosed) queueMicrotask(close)
    else this.closers.add(close)
  }

  delete(close: () => void): void {
    this.closers.delete(close)
  }

  closeAll(): void {
    this.isClosed = true
    for (const close of [...this.closers]) close()
  }
}

/**
 * Turns the reply into a stream of server-sent events that stays open until the browser leaves or the server
 * stops (`streams` holds its closer).
 */
export function openEventStream(reply: FastifyReply, streams: OpenStreams): EventStream {
  const raw = reply.raw
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value)
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    // nginx and its kin would otherwise hold the events back to fill their buffers.
    'x-accel-buffering': 'no',
    // A stream's connection is never used for another request (a browser reconnects with a new one): closed
    // with the stream, it cannot linger as an idle keep-alive socket that holds a stopping server up.
    connection: 'close',
  })
  // Sent now, not with the first event: a stream with nothing to say yet is still open for the browser
  // (EventSource's `open`), and a proxy sees an answer instead of a request waiting.
  raw.flushHeaders()
  const cleanups: (() => void)[] = []
  let isOpen = true
  const close = () => {
    if (!isOpen) return
    isOpen = false
    streams.delete(close)
    for (const cleanup of cleanups) cleanup()
    raw.end()
  }
  streams.add(close)
  raw.on('close', close)
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS)
  cleanups.push(() => clearInterval(heartbeat))
  return {
    send: (event, data) => {
      if (isOpen) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    close,
    isOpen: () => isOpen,
    onClose: (cleanup) => {
      if (isOpen) cleanups.push(cleanup)
      else cleanup()
    },
  }
}
