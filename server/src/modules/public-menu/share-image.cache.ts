// Drawn share images in memory by their version (a hash of all they show), the least recently used going
// first past `limit`. A version names its bytes for good, so nothing is ever invalidated: an edited menu
// asks for a new version and the old one ages out. Drawing one takes tens of milliseconds, so a restart, or
// another server drawing its own copy, costs little (decision 068).

/** PNG bytes by version; a draw under way is shared by the requests that wait for it. */
export class ShareImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>()

  private readonly limit: number

  constructor(limit = 200) {
    this.limit = limit
  }

  /** The image of `version`, drawn with `draw` unless kept; a failed draw is not kept. */
  get(version: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(version)
    if (kept) {
      this.entries.delete(version)
      this.entries.set(version, kept)
      return kept
    }
    const drawn = draw()
    this.entries.set(version, drawn)
    drawn.catch(() => this.entries.delete(version))
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return drawn
  }
}
