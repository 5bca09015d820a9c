import type { paths } from '../../../lib/api/schema.d.ts'

// The menu analysis as the server's contract describes it (web/src/lib/api, generated from the route schemas,
// which take the analysed menu from the reader's own schema): one definition, no copy kept in step by hand.

/** A menu analysis job (`GET /api/menu-analyses/{id}`, and each event of its progress stream). */
export type MenuAnalysis =
  paths['/api/menu-analyses/{id}']['get']['responses'][200]['content']['application/json']
/** The menu read from the file, with where each item was read and each page's picture. */
export type AnalysedMenu = NonNullable<MenuAnalysis['result']>
export type AnalysedSection = AnalysedMenu['sections'][number]
export type AnalysedItem = AnalysedSection['items'][number]
/** One page as the review screen shows it: its picture and the size its items' boxes are measured in. */
export type MenuPage = AnalysedMenu['pages'][number]

/**
 * The deployment's model service as the caller sees it (`GET /api/menu-analyses/reading-service`): its host,
 * null when none is set, and whether the caller's next upload would be sent to it.
 */
export type ReadingService =
  paths['/api/menu-analyses/reading-service']['get']['responses'][200]['content']['application/json']

/** The addresses the widget reaches without the typed client (an upload with progress, an event stream). */
export const START_ANALYSIS_PATH = '/api/menu-analyses' satisfies keyof paths
export const ANALYSIS_EVENTS_PATH = '/api/menu-analyses/{id}/events' satisfies keyof paths
export const ANALYZE_MENU_IMAGE_PATH = '/api/analyzeMenuImage' satisfies keyof paths
