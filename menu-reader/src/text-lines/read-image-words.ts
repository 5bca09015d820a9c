import { stoppedError } from '../errors.ts'
import type { PageWords } from '../geometry/word.ts'
import type { RgbImage } from '../image/rgb-image.ts'
import { untilAborted } from '../until-aborted.ts'
import { detectLines } from './detect-lines.ts'
import { linesToWords } from './lines-to-words.ts'
import { textLineModels } from './models.ts'
import { recogniseLines } from './recognise-lines.ts'
import { readsMenuMarks } from './spell-words.ts'

// Each page's inference uses every core; pages wait their turn rather than share them.
let turn: Promise<unknown> = Promise.resolve()

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work)
  turn = result.catch(() => {})
  return result
}

/**
 * Reads the words of a page image: the detector finds its text lines, the recogniser reads each one, and
 * the words come back with boxes in the image's pixels, levelled. A stopped read ends at once, whether its
 * page is being read (the models finish their current step and drop the page) or still waits its turn.
 */
export function readImageWords(image: RgbImage, page: number, signal?: AbortSignal): Promise<PageWords> {
  const work = inTurn(async () => {
    if (signal?.aborted) throw stoppedError()
    const models = await textLineModels()
    const lines = await detectLines(image, models.detector)
    if (signal?.aborted) throw stoppedError()
    // A page without lines (blank, or a picture without text) needs no recogniser.
    const read = lines.length === 0 ? [] : await recogniseLines(image, lines, models, signal)
    const readsMarks = readsMenuMarks(models.alphabet)
    return linesToWords(read, page, image.width, image.height, readsMarks)
  })
  return untilAborted(work, signal, stoppedError)
}
