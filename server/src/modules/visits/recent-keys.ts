/**
 * Keys seen in the last `ttlMs` (the views, categories and cards a page load has already counted), at most
 * `limit` of them, the oldest forgotten first. Memory of one server: the page itself sends each thing once,
 * this only stops the same beacon counting twice when it is sent again.
 */
export class RecentKeys {
  private readonly seenAt = new Map<string, number>()
  private readonly ttlMs: number
  private readonly limit: number

  constructor(ttlMs: number, limit: number) {
    this.ttlMs = ttlMs
    this.limit = limit
  }

  /** Remembers `key` at `now` (milliseconds); answers false when it was already seen within the time. */
  add(key: string, now: number): boolean {
    this.forgetOld(now)
    if (this.seenAt.has(key)) return false
    this.seenAt.set(key, now)
    if (this.seenAt.size > this.limit) {
      const oldest = this.seenAt.keys().next().value
      if (oldest !== undefined) this.seenAt.delete(oldest)
    }
    return true
  }

  // Keys are kept in the order they were seen, so the expired ones are at the front.
  private forgetOld(now: number): void {
    for (const [key, at] of this.seenAt) {
      if (now - at < this.ttlMs) return
      this.seenAt.delete(key)
    }
  }
}
