import type { Database } from '../../db/database.ts'
import { addToSketch, mergeSketches, newSketch } from './visitor-sketch.ts'
import {
  addViewCounts,
  mergeVisitorSketches,
  type ViewCount,
  type ViewKind,
  type VisitorSketch,
} from './visits.repository.ts'

/**
 * The views and visitors this server has counted since its last write (decision 052): a beacon adds to
 * memory (a visitor to the sketch of its business and day), and `flush` writes everything, every few seconds,
 * before an owner's report is read and when the app closes. A failed write keeps what it held for the next.
 */
export class VisitTally {
  private counts = new Map<string, ViewCount>()
  private sketches = new Map<string, VisitorSketch>()
  private writing: Promise<void> = Promise.resolve()

  addView(businessId: string, day: string, kind: ViewKind, key: string): void {
    const id = `${businessId}|${day}|${kind}|${key}`
    const count = this.counts.get(id)
    if (count) count.views += 1
    else this.counts.set(id, { businessId, day, kind, key, views: 1 })
  }

  /** Counts the visitor whose salted hash is `visitor` (visitor-hash.ts); one counted before stays one. */
  addVisitor(businessId: string, day: string, visitor: Buffer): void {
    addToSketch(this.sketchOf(businessId, day), visitor)
  }

  /** Writes what was counted; flushes never overlap, and one asked during another waits for it. */
  flush(db: Database): Promise<void> {
    const written = this.writing.then(() => this.write(db))
    // The caller hears of a failure; the chain does not keep it, or every later flush would fail with it
    // unwritten.
    this.writing = written.catch(() => {})
    return written
  }

  private async write(db: Database): Promise<void> {
    const counts = [...this.counts.values()]
    const sketches = [...this.sketches.values()]
    if (counts.length === 0 && sketches.length === 0) return
    this.counts = new Map()
    this.sketches = new Map()
    try {
      await mergeVisitorSketches(db, sketches)
    } catch (error) {
      // All of them, even those a first statement wrote: merging a sketch again changes nothing.
      for (const sketch of sketches) {
        mergeSketches(this.sketchOf(sketch.businessId, sketch.day), sketch.registers)
      }
      for (const count of counts) this.restore(count)
      throw error
    }
    try {
      await addViewCounts(db, counts)
    } catch (error) {
      for (const count of counts) this.restore(count)
      throw error
    }
  }

  private sketchOf(businessId: string, day: string): Uint8Array {
    const id = `${businessId}|${day}`
    let sketch = this.sketches.get(id)
    if (!sketch) {
      sketch = { businessId, day, registers: newSketch() }
      this.sketches.set(id, sketch)
    }
    return sketch.registers
  }

  private restore(count: ViewCount): void {
    const id = `${count.businessId}|${count.day}|${count.kind}|${count.key}`
    const current = this.counts.get(id)
    if (current) current.views += count.views
    else this.counts.set(id, { ...count })
  }
}
