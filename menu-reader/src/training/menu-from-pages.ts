// readMenu's assembly after the words are read, for pages taken from the cache: the same layout, sections and
// plain-text fallback, so cached scores equal menu:eval's (restaurant name and currency are not scored).
import type { AnalysedMenu } from '../analysed-menu.schema.ts'
import { toMenuSections } from '../build-menu.ts'
import type { MenuReader } from '../cli/read-files.ts'
import { readLayout } from '../layout/read-layout.ts'
import { buildPlainTextMenu } from '../plain-text-menu.ts'
import { readCachedPages } from './page-cache.ts'

/** The analysed menu of a file's bytes, its pages' words from the cache (read and stored the first time). */
export const readMenuFromCache: MenuReader = async (bytes): Promise<AnalysedMenu> => {
  const pages = await readCachedPages(bytes)
  const layout = readLayout(pages)
  const sections = toMenuSections(layout.sections)
  const menu = buildPlainTextMenu([])
  if (sections.some((section) => section.items.length > 0)) return { ...menu, sections }
  const lines = layout.lines.filter((line) => line.trim() !== '')
  return lines.length > 0 ? buildPlainTextMenu(lines) : { ...menu, sections: [] }
}
