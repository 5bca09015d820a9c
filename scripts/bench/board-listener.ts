// The owner's orders board as its page listens to it (`GET /api/orders/events`, server-sent events): when
// each new order was heard. Opened on the last server of a run, so that with two servers most orders are
// placed on one and heard on the other, through the database's notifications.

/** When each order was first heard as received, by the order's id (performance.now(), milliseconds). */
export type BoardListener = { heard: Map<string, number>; stop: () => Promise<void> }

export function listenToBoard(origin: string, cookie: string): BoardListener {
  const heard = new Map<string, number>()
  const controller = new AbortController()
  const hear = (event: string) => {
    const data = event.split('\n').find((line) => line.startsWith('data: '))
    if (!event.includes('event: order') || !data) return
    const change = JSON.parse(data.slice(6)) as { orderId?: string; status?: string }
    if (change.status === 'received' && change.orderId && !heard.has(change.orderId))
      heard.set(change.orderId, performance.now())
  }
  const listening = (async () => {
    const response = await fetch(`${origin}/api/orders/events`, {
      headers: { cookie },
      signal: controller.signal,
    })
    if (!response.ok || !response.body) throw new Error(`the board's events answered ${response.status}`)
    const decoder = new TextDecoder()
    let pending = ''
    for await (const chunk of response.body) {
      pending += decoder.decode(chunk, { stream: true })
      const events = pending.split('\n\n')
      pending = events.pop() ?? ''
      for (const event of events) hear(event)
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) console.error('The board stopped listening:', error)
  })
  return {
    heard,
    stop: async () => {
      controller.abort()
      await listening
    },
  }
}

/** The p50, p99 and largest of `values` (milliseconds), rounded. */
export function spread(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0)
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) }
}
