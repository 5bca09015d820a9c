// The tables of menu:flags: the catch rate and the share flagged per kind (and per source), and what each
// reason flags.
import { MENU_REVIEW_REASONS } from '../analysed-menu.schema.ts'
import { addReviewTallies, emptyReviewTally, type ReviewTally } from '../eval/review-catch.ts'
import { formatNumber, formatTable } from './format-table.ts'

/** One page's tally, with what it is grouped by. */
export type PageTally = { file: string; kind: string; source: string; tally: ReviewTally }

/** The source of a real-corpus page, from its id `<lang>_<source>_<file>_p<N>`; the file's name otherwise. */
export function sourceOfPage(file: string): string {
  return file.match(/^[a-z+]+_([^_]+)_/)?.[1] ?? file
}

/** The pages' tallies added up by a key, in first-seen order, then all of them as "overall". */
export function sumTallies(pages: readonly PageTally[], keyOf: (page: PageTally) => string) {
  const groups = new Map<string, ReviewTally>()
  for (const page of pages) {
    groups.set(keyOf(page), addReviewTallies(groups.get(keyOf(page)) ?? emptyReviewTally(), page.tally))
  }
  const overall = pages.reduce((sum, page) => addReviewTallies(sum, page.tally), emptyReviewTally())
  return [...groups.entries(), ['overall', overall] as const].map(([key, tally]) => ({ key, tally }))
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)
const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value * 100, 1)} %`)

/** Catch rate (wrong items flagged / wrong items) and share flagged (flagged / items), one row per group. */
export function formatCatchTable(title: string, groups: ReturnType<typeof sumTallies>): string {
  return formatTable(
    [title, 'items', 'wrong', 'wrong flagged', 'catch rate', 'flagged', 'flagged share'],
    groups.map(({ key, tally }) => [
      key,
      String(tally.items),
      String(tally.wrong),
      String(tally.flaggedWrong),
      percent(share(tally.flaggedWrong, tally.wrong)),
      String(tally.flagged),
      percent(share(tally.flagged, tally.items)),
    ]),
  )
}

/** Per reason: the items it flags, how many of those are wrong, and the share of all wrong items it alone sees. */
export function formatReasonTable(tally: ReviewTally): string {
  return formatTable(
    ['reason', 'flagged', 'of them wrong', 'precision', 'of all wrong'],
    MENU_REVIEW_REASONS.map((reason) => {
      const { flagged, wrong } = tally.byReason[reason]
      return [
        reason,
        String(flagged),
        String(wrong),
        percent(share(wrong, flagged)),
        percent(share(wrong, tally.wrong)),
      ]
    }),
  )
}
