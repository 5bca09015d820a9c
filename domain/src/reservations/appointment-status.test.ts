import { describe, expect, it } from 'vitest'
import { isActiveStatus, refuseAction } from './appointment-status.ts'

const start = new Date('2026-12-03T01:00:00Z')
const before = new Date('2026-12-03T00:59:00Z')
const after = new Date('2026-12-03T01:00:00Z')

describe('refuseAction', () => {
  it('confirms only a pending request', () => {
    expect(refuseAction('confirm', 'pending', start, before)).toBeNull()
    for (const status of ['confirmed', 'cancelled', 'completed', 'no_show'] as const) {
      expect(refuseAction('confirm', status, start, before)).toBe('status')
    }
  })

  it('cancels what still holds room, before or after its start', () => {
    expect(refuseAction('cancel', 'pending', start, before)).toBeNull()
    expect(refuseAction('cancel', 'confirmed', start, after)).toBeNull()
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      expect(refuseAction('cancel', status, start, before)).toBe('status')
    }
  })

  it('marks completed or no-show once the start has passed, and lets one be corrected to the other', () => {
    expect(refuseAction('complete', 'confirmed', start, before)).toBe('not_started')
    expect(refuseAction('complete', 'confirmed', start, after)).toBeNull()
    expect(refuseAction('no-show', 'pending', start, after)).toBeNull()
    expect(refuseAction('no-show', 'completed', start, after)).toBeNull()
    expect(refuseAction('complete', 'no_show', start, after)).toBeNull()
    expect(refuseAction('complete', 'cancelled', start, after)).toBe('status')
    expect(refuseAction('no-show', 'no_show', start, after)).toBe('status')
  })

  it('counts pending and confirmed as holding room', () => {
    expect(isActiveStatus('pending')).toBe(true)
    expect(isActiveStatus('confirmed')).toBe(true)
    expect(isActiveStatus('cancelled')).toBe(false)
    expect(isActiveStatus('no_show')).toBe(false)
  })
})
