// `npm test`: Chromium's check, then Vitest (every project), then the Playwright journeys, one after the other,
// each phase's duration printed as it ends so that a slow phase shows in every run. With CI_PHASES_FILE set
// (.ci/run), each phase is also appended there as `name<TAB>seconds`, for the run's closing summary.
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One step of the tests: its name in the summary and the command that runs it. */
export type TestPhase = { name: string; command: string; args: string[] }

export const TEST_PHASES: readonly TestPhase[] = [
  { name: 'chromium check', command: 'node', args: ['scripts/ensure-chromium.ts'] },
  { name: 'unit and server tests (vitest)', command: 'vitest', args: ['run'] },
  { name: 'journeys (playwright)', command: 'playwright', args: ['test'] },
]

/** A duration as people read it in a log: `42 s`, `7 min 05 s`. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
}

/** Runs the phases in order and stops at the first that fails; answers the exit code to leave with. */
export function runPhases(phases: readonly TestPhase[], phasesFile: string | undefined): number {
  for (const phase of phases) {
    const started = performance.now()
    const { status } = spawnSync(phase.command, phase.args, { stdio: 'inherit' })
    const seconds = (performance.now() - started) / 1000
    const failed = status !== 0
    console.log(`\n── ${phase.name}: ${formatDuration(seconds)}${failed ? ' (failed)' : ''}\n`)
    if (phasesFile) appendFileSync(phasesFile, `${phase.name}\t${Math.round(seconds)}\n`)
    if (failed) return status ?? 1
  }
  return 0
}

// Run as `node scripts/test-in-phases.ts` (npm test), not when its test imports it.
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = runPhases(TEST_PHASES, process.env.CI_PHASES_FILE)
