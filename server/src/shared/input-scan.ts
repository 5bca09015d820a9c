import { InvalidFieldsError } from './errors.ts'

// PostgreSQL's text types cannot hold U+0000, so a NUL that reaches a query fails it (a 500 that used to log
// the query's parameters); and a JSON value nested thousands of levels deep overflows the stack of whatever
// walks it recursively (JSON.stringify on the way to better-auth, a validator). Both are refused at the door.

/** How deeply a request's JSON may nest: our deepest body (a catalogue) uses fewer than ten levels. */
export const MAX_INPUT_DEPTH = 32

/** What is wrong with a request's input, and where (`name`, `items.3.title`; `_` for the value itself). */
export type InputProblem = { kind: 'nul' | 'too_deep'; path: string }

const MAX_KEY_IN_PATH = 64

type Pending = { value: unknown; path: string[]; depth: number }

// Only what JSON, a query string or headers parse into: never a stream or a buffer a parser may attach.
function isPlainContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value)
  // A parsed query's object has a bare prototype of its own (one whose prototype is null).
  return (
    Array.isArray(value) ||
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype) === null
  )
}

const pathOf = (parts: string[]) => (parts.length > 0 ? parts.join('.') : '_')

/**
 * A NUL character (in a string or a key) or level past `maxDepth` in a parsed JSON value, query or
 * header set; undefined when there is none. Walks without recursion, so no input can overflow the stack.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const pending: Pending[] = [{ value, path: [], depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { kind: 'nul', path: pathOf(path) }
      continue
    }
    if (!isPlainContainer(item)) continue
    if (depth >= maxDepth) return { kind: 'too_deep', path: pathOf(path) }
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return { kind: 'nul', path: pathOf(path) }
      // A key may be as long as the body: the path names it by its start only.
      pending.push({ value: child, path: [...path, key.slice(0, MAX_KEY_IN_PATH)], depth: depth + 1 })
    }
  }
  return undefined
}

/**
 * Refuses, as the input guard does, a NUL in text a route reads past the guard (a multipart file's name is
 * read only in its handler).
 */
export function refuseNul(text: string, field: string): void {
  if (text.includes('\u0000')) throw new InvalidFieldsError('input_has_nul', { [field]: ['input_has_nul'] })
}
