import { describe, expect, it, vi } from 'vitest'
import { OpenStreams } from './event-stream.ts'

describe('a module’s open event streams', () => {
  it('ends every open stream when the server stops, and one opened afterwards at once', async () => {
    const streams = new OpenStreams()
    const open = vi.fn()
    const left = vi.fn()
    streams.add(open)
    streams.add(left)
    streams.delete(left)
    streams.closeAll()
    expect(open).toHaveBeenCalledOnce()
    expect(left).not.toHaveBeenCalled()
    const late = vi.fn()
    streams.add(late)
    await Promise.resolve()
    expect(late).toHaveBeenCalledOnce()
  })
})
