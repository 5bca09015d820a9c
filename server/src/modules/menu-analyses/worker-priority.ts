import { readdirSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

// A menu read keeps a core busy for seconds; the server's event loop, answering diners' menus, must always
// find one. So a reader's worker process runs at a lower scheduling priority (a higher "nice" value) than the
// server that started it. On Linux a priority belongs to each thread, not to the process: the threads Node
// started before any of our code ran (V8's platform workers) are lowered one by one, and every thread started
// later (ONNX Runtime's, libvips', libuv's pool) inherits the lowered value from the thread that creates it.

/** The highest nice value: the lowest priority a process can be given. */
const LOWEST_PRIORITY = 19
const THREADS_FOLDER = '/proc/self/task'

/** The ids of this process's threads (Linux), or none where /proc does not list them. */
function ownThreadIds(): number[] {
  try {
    return readdirSync(THREADS_FOLDER).map(Number)
  } catch {
    return []
  }
}

/**
 * Lowers this process's priority by `niceness` (0–19) from where it started (the server's), for every
 * thread it has; answers the nice value it now runs at. Where /proc does not list threads (macOS), the
 * process's own priority is set, which there covers every thread.
 */
export function lowerOwnPriority(niceness: number): number {
  if (niceness <= 0) return getPriority()
  const target = Math.min(LOWEST_PRIORITY, getPriority() + niceness)
  const threads = ownThreadIds()
  if (threads.length === 0) setPriority(target)
  for (const thread of threads) {
    try {
      setPriority(thread, Math.max(target, getPriority(thread)))
    } catch {
      // The thread ended between the listing and now.
    }
  }
  return target
}

/** The nice value of each thread of process `pid` (Linux; empty elsewhere): what a test reads back. */
export function threadPriorities(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map((thread) => getPriority(Number(thread)))
  } catch {
    return []
  }
}
