import { describe, expect, it } from 'vitest'
import { findReaderRuleBroken, mayImportInReader, readerZoneOf } from './menu-reader-zones.ts'

const src = (path: string) => `menu-reader/src/${path}`

describe('menu-reader zones', () => {
  it.each([
    ['geometry/box.ts', 'foundation'],
    ['numbers/median.test.ts', 'foundation'],
    ['analysed-menu.schema.ts', 'foundation'],
    ['input/limits.ts', 'input'],
    ['image/prepare-image.ts', 'image'],
    ['pdf/pdf-text.ts', 'pdf'],
    ['text-lines/find-line-boxes.ts', 'text-lines'],
    ['layout/prices.ts', 'layout'],
    ['review-flags/price-flags.ts', 'review-flags'],
    ['read-menu.ts', 'assembly'],
    ['build-menu.test.ts', 'assembly'],
    ['eval/score-page.ts', 'eval'],
    ['hostile/make-pdf.ts', 'hostile'],
    ['cli/menu-eval.ts', 'cli'],
    ['synth/cli.ts', 'synth'],
    ['synth2/card.ts', 'synth2'],
  ])('places %s in %s', (path, zone) => {
    expect(readerZoneOf(src(path))).toBe(zone)
  })

  it('places nothing outside the reader, nor an unknown root file', () => {
    expect(readerZoneOf('server/src/app.ts')).toBeUndefined()
    expect(readerZoneOf(src('stray.ts'))).toBeUndefined()
  })

  it.each([
    ['layout/segments.ts', 'geometry/word.ts', true],
    ['text-lines/lines-to-words.ts', 'numbers/median.ts', true],
    ['text-lines/detect-lines.ts', 'image/rgb-image.ts', true],
    ['image/prepare-image.ts', 'input/limits.ts', true],
    ['layout/structure.ts', 'layout/line-parts.ts', true],
    ['review-flags/name-flags.ts', 'text-lines/menu-lexicon.ts', true],
    ['read-menu.ts', 'review-flags/flag-items.ts', true],
    ['layout/structure.ts', 'review-flags/flag-items.ts', false],
    ['read-pages.ts', 'text-lines/read-image-words.ts', true],
    ['cli/bench-corpus.ts', 'eval/corpus.ts', true],
    ['synth/fixture-args.ts', 'cli/args.ts', true],
    ['synth2/set-args.ts', 'cli/args.ts', true],
    ['synth2/card-truth.ts', 'eval/corpus.ts', true],
    ['synth2/render-sheets.ts', 'synth/render-page.ts', false],
    ['synth/menu-html.ts', 'synth2/section-html.ts', false],
    ['cli/eval-sets.ts', 'synth2/write-set.ts', false],
    ['text-lines/lines-to-words.ts', 'layout/segments.ts', false],
    ['pdf/pdf-text.ts', 'layout/prices.ts', false],
    ['layout/prices.ts', 'cli/args.ts', false],
    ['image/prepare-image.ts', 'text-lines/line-tensor.ts', false],
    ['pdf/render-page.ts', 'image/prepare-image.ts', false],
    ['geometry/box.ts', 'layout/segments.ts', false],
    ['eval/score-page.ts', 'hostile/outcome.ts', false],
    ['read-menu.ts', 'eval/corpus.ts', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(mayImportInReader(src(from), src(to))).toBe(allowed)
  })

  it('says which rule an import breaks', () => {
    expect(findReaderRuleBroken(src('text-lines/lines-to-words.ts'), src('layout/segments.ts'))).toBe(
      'menu-reader text-lines may not import layout (a later stage): a stage imports the foundation and earlier stages only',
    )
    expect(findReaderRuleBroken(src('pdf/render-page.ts'), src('image/prepare-image.ts'))).toContain(
      'a sibling stage',
    )
    expect(findReaderRuleBroken(src('stray.ts'), src('types.ts'))).toBe(
      'menu-reader/src/stray.ts is in no menu-reader zone: add it to READER_ZONES',
    )
  })

  it('lets a test, and only a test, use the files that make test inputs', () => {
    expect(mayImportInReader(src('page-sizes.test.ts'), src('hostile/make-pdf.ts'), true)).toBe(true)
    expect(mayImportInReader(src('read-menu.ts'), src('hostile/make-pdf.ts'), false)).toBe(false)
    expect(mayImportInReader(src('layout/read-layout.test.ts'), src('hostile/outcome.ts'), true)).toBe(false)
  })

  it('leaves imports that do not stay inside the reader to the package rules', () => {
    expect(mayImportInReader('server/src/modules/x/y.ts', src('layout/prices.ts'))).toBe(true)
  })
})
