// readMenu's assembly after the words are read, for pages taken from the cache: the same layout, sections,
// restaurant name, currency and plain-text fallback, so cached scores equal menu:eval's.
import { assembleMenu } from '../assemble-menu.ts'
import type { MenuReader } from '../cli/read-files.ts'
import { NO_METADATA } from '../plain-text-menu.ts'
import { readCachedPages } from './page-cache.ts'

/** The analysed menu of a file's bytes, its pages' words from the cache (read and stored the first time). */
export const readMenuFromCache: MenuReader = async (bytes) =>
  assembleMenu(await readCachedPages(bytes), NO_METADATA)
