import type { ModelNotice } from '../analysed-menu.schema.ts'
import type { PageWords } from '../geometry/word.ts'
import type { AnalysedMenu } from '../types.ts'
import {
  askModelToRead,
  type ModelAnswer,
  type ModelFailure,
  type ModelService,
  type PagePicture,
} from './ask-model.ts'
import { checkModelMenu } from './check-model-menu.ts'
import { countModelItems } from './model-menu.schema.ts'

/** What became of one request: read, or why its answer was not used (the metrics' and the log's words). */
export type ModelOutcome =
  | 'read'
  | 'timeout'
  | 'rate_limited'
  | 'service_error'
  | 'malformed'
  | 'refused'
  | 'empty'

const OUTCOME_OF: Record<ModelFailure['kind'], ModelOutcome> = {
  timeout: 'timeout',
  rateLimited: 'rate_limited',
  serviceError: 'service_error',
  malformed: 'malformed',
  refused: 'refused',
}

/** This reader's reading, saying that a model was meant to read it (`service`) and why it did not. */
export const withModelNotice = (menu: AnalysedMenu, service: string, notice: ModelNotice): AnalysedMenu => ({
  ...menu,
  reading: { by: 'reader', service, notice },
})

/**
 * Asks the model service (named `host` to the owner) to read the pages, and answers the menu to review: the
 * model's checked against this reader's words, or this reader's own (`local`) with a notice when the service
 * failed or found no dish; and how long the service took.
 */
export async function readWithModel(
  service: ModelService & { host: string },
  local: AnalysedMenu,
  pages: readonly PageWords[],
  pictures: readonly PagePicture[],
): Promise<{ menu: AnalysedMenu; outcome: ModelOutcome; answer: ModelAnswer; seconds: number }> {
  // The model sees the pages whose pictures it is sent, and only their words are its evidence.
  const shown = pages.filter((page) => pictures.some((picture) => picture.page === page.page))
  const startedAt = performance.now()
  const answer = await askModelToRead(service, pictures, shown)
  const seconds = (performance.now() - startedAt) / 1000
  if (!answer.isRead) {
    const outcome = OUTCOME_OF[answer.failure.kind]
    return { menu: withModelNotice(local, service.host, 'modelUnavailable'), outcome, answer, seconds }
  }
  if (countModelItems(answer.menu) === 0) {
    const menu = withModelNotice(local, service.host, 'modelUnavailable')
    return { menu, outcome: 'empty', answer, seconds }
  }
  return { menu: checkModelMenu(answer.menu, shown, local, service.host), outcome: 'read', answer, seconds }
}
