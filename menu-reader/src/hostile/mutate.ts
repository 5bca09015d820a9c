// Seeded mutations of valid files for the fuzz test: the same seed always gives the same broken files, so a
// failure found once can be replayed.
import { crc32 } from 'node:zlib'

/** A seeded source of floats in [0, 1), as `mulberry32` (numbers/mulberry32.ts) makes. */
export type Random = () => number

// What a damaged or malicious PDF tends to hold: absurd lengths and counts, stray structure keywords.
const PDF_TOKENS = [
  '/Length 999999999',
  '/Length -1',
  ' obj ',
  '0 obj <<',
  'stream\n',
  'endstream',
  'endobj',
  ' 1 0 R ',
  ' 99999 0 R ',
  '<<',
  '>>',
  '[',
  '/Count 2147483647',
  '/Kids [2 0 R]',
  '/Type /Page',
  '/Filter /FlateDecode',
  '/Filter /DCTDecode',
  '/Encrypt 3 0 R',
  'xref\n0 1\n',
  'trailer',
  'startxref\n9999999\n',
  '1e308',
  '(',
  '%%EOF',
]

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1))

type Mutation = (bytes: Uint8Array, random: Random) => Uint8Array

const flipBits: Mutation = (bytes, random) => {
  const copy = bytes.slice()
  for (let n = between(random, 1, 8); n > 0; n--) {
    const at = between(random, 0, copy.length - 1)
    copy[at] = copy[at]! ^ (1 << between(random, 0, 7))
  }
  return copy
}

const replaceBytes: Mutation = (bytes, random) => {
  const copy = bytes.slice()
  for (let n = between(random, 1, 8); n > 0; n--) {
    copy[between(random, 0, copy.length - 1)] = pick(random, [0, 0xff, 0x7f, 0x80, between(random, 0, 255)])
  }
  return copy
}

const truncate: Mutation = (bytes, random) => bytes.slice(0, between(random, 1, bytes.length - 1))

const duplicateChunk: Mutation = (bytes, random) => {
  const start = between(random, 0, bytes.length - 1)
  const chunk = bytes.slice(start, start + between(random, 1, 256))
  const at = between(random, 0, bytes.length)
  return concat(bytes.subarray(0, at), chunk, bytes.subarray(at))
}

const deleteChunk: Mutation = (bytes, random) => {
  const start = between(random, 0, bytes.length - 1)
  return concat(bytes.subarray(0, start), bytes.subarray(start + between(random, 1, 256)))
}

const insertPdfToken: Mutation = (bytes, random) => {
  const at = between(random, 0, bytes.length)
  return concat(bytes.subarray(0, at), new TextEncoder().encode(pick(random, PDF_TOKENS)), bytes.subarray(at))
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    result.set(part, offset)
    offset += part.length
  }
  return result
}

const MUTATIONS = [flipBits, replaceBytes, truncate, duplicateChunk, deleteChunk]

/**
 * Recomputes the checksum of every whole PNG chunk: a PNG decoder refuses a chunk whose checksum is wrong
 * before reading it, so without this almost every mutated PNG stops at the first check.
 */
export function repairPngChecksums(bytes: Uint8Array): Uint8Array {
  const copy = Buffer.from(bytes)
  for (let at = 8; at + 12 <= copy.length; ) {
    const end = at + 8 + copy.readUInt32BE(at)
    if (end + 4 > copy.length) break
    copy.writeUInt32BE(crc32(copy.subarray(at + 4, end)), end)
    at = end + 4
  }
  return new Uint8Array(copy)
}

/** A copy of a valid file with one to three random mutations; PDF keywords are inserted only into PDFs. */
export function mutate(bytes: Uint8Array, random: Random, type: 'pdf' | 'png' | 'jpeg'): Uint8Array {
  const mutations = type === 'pdf' ? [...MUTATIONS, insertPdfToken, insertPdfToken] : MUTATIONS
  let result = bytes
  for (let n = between(random, 1, 3); n > 0 && result.length > 1; n--) {
    result = pick(random, mutations)(result, random)
  }
  return type === 'png' && random() < 0.5 ? repairPngChecksums(result) : result
}
