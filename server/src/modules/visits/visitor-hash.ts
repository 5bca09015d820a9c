import { hash, randomBytes } from 'node:crypto'
import { lastDayOverEverywhere } from '#domain/visits/visit-days.ts'
import type { Database } from '../../db/database.ts'
import { findOrMakeSalt } from './visits.repository.ts'

/**
 * A visitor of one business on one day, as a hash no one can turn back or follow to another day
 * (decision 052): SHA-256 of the day's random salt, the business, the caller's address and browser, which
 * only goes into the day's sketch (visitor-sketch.ts). Neither the address, the browser nor the hash is
 * stored; the salt is deleted once the day is over everywhere (salt-sweep.ts), and without it no one can test
 * whether an address is in a sketch.
 */
export function hashVisitor(salt: string, businessId: string, address: string, userAgent: string): Buffer {
  // The one-shot hash: a third cheaper than a Hash object for a few hundred bytes, once per view.
  return hash('sha256', `${salt}\n${businessId}\n${address}\n${userAgent}`, 'buffer')
}

/**
 * The days' salts this server has read, asked of the database once per day (the first view of a day makes
 * it, or reads the one another server made).
 */
export class DaySalts {
  private readonly salts = new Map<string, Promise<string>>()
  /** The salts read so far, for `known`. */
  private readonly read = new Map<string, string>()
  private checkedMinute = -1

  /** The salt of `day` when it has been read already: a view then waits on nothing. */
  known(day: string): string | undefined {
    return this.read.get(day)
  }

  /** The salt of `day`; the salts of days over everywhere at `now` (milliseconds) leave memory. */
  get(db: Database, day: string, now: number): Promise<string> {
    // Days end on a minute's edge: once a minute is enough to look (and spares Intl on every beacon).
    const minute = Math.floor(now / 60_000)
    if (minute !== this.checkedMinute) {
      this.checkedMinute = minute
      this.forgetUpTo(lastDayOverEverywhere(new Date(now)))
    }
    let salt = this.salts.get(day)
    if (!salt) {
      salt = findOrMakeSalt(db, day, randomBytes(32).toString('base64url'))
      // A failed read is not kept: the next view asks again.
      const reading = salt
      reading.then(
        (value) => {
          if (this.salts.get(day) === reading) this.read.set(day, value)
        },
        () => this.salts.delete(day),
      )
      this.salts.set(day, salt)
    }
    return salt
  }

  /** Forgets the salts of `lastDay` and before, as the sweep deletes them from the database. */
  forgetUpTo(lastDay: string): void {
    for (const day of this.salts.keys()) {
      if (day <= lastDay) {
        this.salts.delete(day)
        this.read.delete(day)
      }
    }
  }
}
