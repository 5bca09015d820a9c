import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

// A menu read keeps a core busy for seconds; the server's event loop, answering diners' menus, must always
// find one. So a reader's worker process runs below the server that started it, in one of two ways:
// - `'idle'`: Linux's SCHED_IDLE policy. Such a thread runs only on a core no ordinary thread wants, and gives
//   it up the moment the server's thread wakes. A nice value alone does not do that: measured here with the
//   page under load, two readers at nice 10 (or 19) still took 40 % of a core each, because a thread that
//   sleeps between requests as the server does finds a lower-priority one on its core when it wakes and waits
//   for that one's slice to end. The policy is set with util-linux's `chrt`, which Node cannot do itself.
// - a nice increment (0–19) below the server's, where SCHED_IDLE is not wanted or not to be had.
// On Linux both belong to each thread, not to the process: the threads Node started before any of our code
// ran (V8's platform workers) are changed one by one, and every thread started later (ONNX Runtime's,
// libvips', libuv's pool) inherits the setting from the thread that creates it.

/** `'idle'` (SCHED_IDLE, by default) or how many steps of nice below the server (0 leaves it level). */
export type WorkerPriority = 'idle' | number

/** What a worker ended up running at. */
export type AppliedPriority = { isIdlePolicy: boolean; nice: number }

/** The highest nice value: the lowest priority a process can be given. */
const LOWEST_PRIORITY = 19
/** SCHED_IDLE's number in /proc/<pid>/task/<tid>/stat (field 41, "policy"). */
const SCHED_IDLE = 5
const POLICY_FIELD = 41

/** The ids of process `pid`'s threads (Linux), or none where /proc does not list them. */
function threadIds(pid: number | 'self'): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number)
  } catch {
    return []
  }
}

/** Lowers every thread of this process to `target` nice (never raising one); the process's own elsewhere. */
function lowerNice(target: number): void {
  const threads = threadIds('self')
  if (threads.length === 0) setPriority(target)
  for (const thread of threads) {
    try {
      setPriority(thread, Math.max(target, getPriority(thread)))
    } catch {
      // The thread ended between the listing and now.
    }
  }
}

/** Puts every thread of this process under SCHED_IDLE; false where that cannot be done (no chrt, not Linux). */
function enterIdlePolicy(): boolean {
  if (process.platform !== 'linux') return false
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Lowers this process below where it started (the server's priority), for every thread it has, and answers
 * what it now runs at. `'idle'` also sets the lowest nice value first, so that a system without SCHED_IDLE
 * still gets the reader as far down as a nice value goes.
 */
export function lowerOwnPriority(priority: WorkerPriority): AppliedPriority {
  const niceness = priority === 'idle' ? LOWEST_PRIORITY : priority
  if (niceness > 0) lowerNice(Math.min(LOWEST_PRIORITY, getPriority() + niceness))
  return { isIdlePolicy: priority === 'idle' && enterIdlePolicy(), nice: getPriority() }
}

/** The nice value of each thread of process `pid` (Linux; empty elsewhere): what a test reads back. */
export function threadPriorities(pid: number): number[] {
  return threadIds(pid).map((thread) => getPriority(thread))
}

/** Whether each thread of process `pid` runs under SCHED_IDLE (Linux; empty elsewhere). */
export function threadsOnIdlePolicy(pid: number): boolean[] {
  return threadIds(pid).flatMap((thread) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8')
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return [Number(fields[POLICY_FIELD - 3]) === SCHED_IDLE]
    } catch {
      return []
    }
  })
}
