// The three command lines run as a user runs them (Node 22 on the .ts entry), checking what does not depend
// on how well readMenu reads: one JSON line per file, exit codes, argument errors.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const corpusDir = join(import.meta.dirname, '../../../../shared/menu-corpus')
const scratch = mkdtempSync(join(tmpdir(), 'menu-cli-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// Each case starts Node on a .ts entry once or twice: seconds each on a busy 2-core machine, past Vitest's 5 s.
const SPAWNING = { timeout: 60_000 }

function run(command: 'menu-read' | 'menu-eval' | 'bench-menu', args: string[]) {
  const result = spawnSync(process.execPath, [join(import.meta.dirname, `${command}.ts`), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('menu:read', SPAWNING, () => {
  it('prints one JSON line with the error for a missing file and exits 1', () => {
    const missing = join(scratch, 'no-such-menu.pdf')
    const { code, stdout, stderr } = run('menu-read', [missing])
    expect(code).toBe(1)
    const lines = stdout.split('\n').filter(Boolean)
    expect(lines).toHaveLength(1)
    const menu = JSON.parse(lines[0]!)
    expect(menu).toMatchObject({
      restaurantName: '',
      currency: '',
      sections: [],
      metadata: { fileName: 'no-such-menu.pdf', fileSize: 0, fileType: '', confidence: 0 },
    })
    expect(menu.metadata.errors).toEqual([expect.stringContaining('ENOENT')])
    expect(menu.metadata.processingTime).toBeTypeOf('number')
    expect(stderr).toContain('no-such-menu.pdf')
  })

  it('goes on after a file it cannot read: one line per file, in order', () => {
    const { code, stdout } = run('menu-read', [join(scratch, 'first.jpg'), join(scratch, 'second.png')])
    expect(code).toBe(1)
    const names = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).metadata.fileName)
    expect(names).toEqual(['first.jpg', 'second.png'])
  })

  it('refuses to run without a file, printing nothing on stdout (exit 2)', () => {
    const { code, stdout, stderr } = run('menu-read', [])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('usage')
  })
})

describe('menu:eval', SPAWNING, () => {
  it('exits 2 for a missing corpus directory', () => {
    const { code, stderr } = run('menu-eval', [join(scratch, 'no-corpus')])
    expect(code).toBe(2)
    expect(stderr).toContain('no corpus at')
  })

  it('exits 2 for a bad option', () => {
    expect(run('menu-eval', [scratch, '--limit', '0']).code).toBe(2)
    expect(run('menu-eval', [scratch, '--speed', 'fast']).code).toBe(2)
  })
})

describe('bench:menu', SPAWNING, () => {
  it('exits 2 for a missing directory given on the command line', () => {
    const { code, stderr } = run('bench-menu', [join(scratch, 'no-corpus')])
    expect(code).toBe(2)
    expect(stderr).toContain('no directory at')
  })
})

describe.skipIf(!existsSync(corpusDir))('menu:eval on the menu corpus', SPAWNING, () => {
  it('scores one text PDF, prints the table and writes the JSON report (exit 0 whatever the score)', () => {
    const jsonPath = join(scratch, 'eval.json')
    const { code, stdout } = run('menu-eval', [
      corpusDir,
      '--kind',
      'pdf-text',
      '--limit',
      '1',
      '--json',
      jsonPath,
    ])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^pdf-text\s+1\s/m)
    expect(stdout).toMatch(/^overall\s+1\s/m)
    const report = JSON.parse(readFileSync(jsonPath, 'utf8'))
    expect(report.pages).toHaveLength(1)
    expect(report.pages[0].kind).toBe('pdf-text')
    expect(report.pages[0].score.exactF1).toBeGreaterThanOrEqual(0)
  }, 120_000)
})
