import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { ANALYZE_MENU_IMAGE_PATH, type AnalysedMenu } from './analysis-contract.ts'
import { readAnalysisResult } from './analysis-result.ts'
import {
  FunctionError,
  missingDataMessage,
  notJsonObjectMessage,
  toFunctionErrorCode,
} from './function-errors.ts'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readErrorMessage(payload: unknown): string | undefined {
  const error = isObject(payload) ? payload.error : undefined
  return isObject(error) && typeof error.message === 'string' ? error.message : undefined
}

/**
 * The spec's callable analysis (docs/product-spec.md §7 "Menu analysis (upload screen)") on our server:
 * `POST /api/analyzeMenuImage` with `{ data: { imageContent } }`, base64 without a data-URL prefix. Answers the
 * menu read by docs/product-spec.md §4 "Result handling"; throws a FunctionError with the §8 code for a
 * failed or broken answer. The widget uses the jobs API instead, which reports progress. A plain `fetch`
 * rather than the typed client: a callable function's client judges the answer itself (§8: not a JSON
 * object, no data field), which the typed client would take on trust.
 */
export async function analyzeMenuImage(imageContent: string, signal?: AbortSignal): Promise<AnalysedMenu> {
  let response: Response
  try {
    response = await fetch(ANALYZE_MENU_IMAGE_PATH, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': getCurrentLanguage(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: { imageContent } }),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new FunctionError(toFunctionErrorCode(0), 0, 'The server could not be reached', { cause: error })
  }

  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const code = toFunctionErrorCode(response.status)
    throw new FunctionError(code, response.status, readErrorMessage(payload) ?? code)
  }
  if (!isObject(payload)) throw new FunctionError('internal', response.status, notJsonObjectMessage)
  // Callable functions answer under `result`; their older clients read `data`.
  const data = payload.result ?? payload.data
  if (data === undefined) throw new FunctionError('internal', response.status, missingDataMessage)
  return readAnalysisResult(data)
}
