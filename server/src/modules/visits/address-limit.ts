/**
 * At most `max` requests per caller address in each minute, counted in this server's memory: cheap enough
 * for a request every page view sends (an hourly count in the database, as leads have, would cost a write
 * per view). Several servers each allow `max`, which still bounds what one address can add.
 */
export class AddressLimit {
  private minute = -1
  private counts = new Map<string, number>()
  private readonly max: number

  constructor(max: number) {
    this.max = max
  }

  /** Counts a request from `address` at `now` (milliseconds): the seconds to wait when over the limit, else 0. */
  take(address: string, now: number): number {
    const minute = Math.floor(now / 60_000)
    if (minute !== this.minute) {
      this.minute = minute
      this.counts = new Map()
    }
    const count = (this.counts.get(address) ?? 0) + 1
    this.counts.set(address, count)
    return count > this.max ? Math.ceil(((minute + 1) * 60_000 - now) / 1000) : 0
  }
}
