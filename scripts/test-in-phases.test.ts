import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { formatDuration, runPhases } from './test-in-phases.ts'

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] })

describe('npm test in phases', () => {
  it('runs the phases in order, writes each one’s seconds and stops at the first that fails', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrina-phases-'))
    const phasesFile = join(folder, 'phases.tsv')
    const order = join(folder, 'order.txt')
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const code = runPhases(
        [
          { name: 'first', ...node(`require('fs').appendFileSync(${JSON.stringify(order)}, 'a')`) },
          { name: 'second', ...node('process.exit(3)') },
          { name: 'third', ...node(`require('fs').appendFileSync(${JSON.stringify(order)}, 'c')`) },
        ],
        phasesFile,
      )
      expect(code).toBe(3)
      expect(readFileSync(order, 'utf8')).toBe('a')
      expect(readFileSync(phasesFile, 'utf8')).toMatch(/^first\t\d+\nsecond\t\d+\n$/)
      expect(log.mock.calls.map(([line]) => String(line).trim())).toEqual([
        expect.stringMatching(/^── first: \d+ s$/),
        expect.stringMatching(/^── second: \d+ s \(failed\)$/),
      ])
    } finally {
      log.mockRestore()
    }
  })

  it('answers 0 when every phase passes', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(runPhases([{ name: 'only', ...node('') }], undefined)).toBe(0)
    } finally {
      log.mockRestore()
    }
  })

  it('says a duration in seconds, or minutes and seconds past one minute', () => {
    expect(formatDuration(4.4)).toBe('4 s')
    expect(formatDuration(59.4)).toBe('59 s')
    expect(formatDuration(60)).toBe('1 min 00 s')
    expect(formatDuration(425)).toBe('7 min 05 s')
  })
})
