import OpenAI from 'openai'
import type { PageWords } from '../geometry/word.ts'
import { readPageSegments } from '../layout/page-segments.ts'
import { countModelItems, type ModelMenu, ModelMenuSchema, modelMenuJsonSchema } from './model-menu.schema.ts'

// Asks a vision-language model behind an OpenAI-compatible endpoint (a cloud API, or Ollama / llama.cpp on the
// operator's own machine) to read a menu: the page pictures, the words this reader found on them, and the
// answer's JSON schema. No file name, business or person is sent: only what the pages print.

/** Where the model is and how long it may take. */
export type ModelService = {
  /** The OpenAI-compatible base URL (…/v1). */
  url: string
  model: string
  /** Sent as the bearer token when set; a local server usually needs none. */
  key: string | undefined
  timeoutMs: number
}

/** A page picture as sent: JPEG bytes. */
export type PagePicture = { page: number; jpeg: Uint8Array }

/** Why a model's reading is not used. */
export type ModelFailure =
  | { kind: 'timeout' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined }
  | { kind: 'serviceError'; status: number | undefined }
  | { kind: 'malformed' }
  | { kind: 'refused' }

export type ModelAnswer =
  | { isRead: true; menu: ModelMenu; promptTokens: number; completionTokens: number }
  | { isRead: false; failure: ModelFailure; promptTokens: number; completionTokens: number }

// The words of a page, as long as a model's context comfortably takes beside its pictures.
const MAX_WORDS_CHARACTERS = 12_000
/** More dishes than any menu prints: an answer past it is not a reading of the page (and checking it would be slow). */
export const MAX_MODEL_ITEMS = 400
/** A service's Retry-After is believed up to an hour. */
const MAX_RETRY_AFTER_SECONDS = 3600

const INSTRUCTIONS = [
  'You read restaurant menus. Answer only with JSON matching the given schema.',
  'Copy names, descriptions and prices exactly as printed, in the language printed; invent nothing.',
  'price: the price as printed with its sign if any ("12,50 €", "$18.000"); "" when none is printed.',
  'variants: every price of a dish printed for a size or measure, with its label ("Copa", "Botella");',
  '[] when the dish prints a single price. allergens: only those the menu states, by the listed ids.',
  'currency: the ISO 4217 code the page shows, "" when nothing shows it. restaurantName: "" when not printed.',
  'The text recognised on the pages is given to help with small print; the pictures are what is printed.',
].join('\n')

/** The text this reader recognised, page by page and line by line, for the model to lean on. */
export function describePageWords(pages: readonly PageWords[]): string {
  const text = pages
    .map((page) => {
      const lines = readPageSegments(page).map((segment) => segment.text)
      return `Page ${page.page}:\n${lines.join('\n')}`
    })
    .join('\n\n')
  return text.length > MAX_WORDS_CHARACTERS ? text.slice(0, MAX_WORDS_CHARACTERS) : text
}

function toFailure(error: unknown): ModelFailure {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { kind: 'timeout' }
  if (error instanceof OpenAI.APIUserAbortError) return { kind: 'timeout' }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 429) {
      const seconds = Number(error.headers?.get('retry-after'))
      return {
        kind: 'rateLimited',
        retryAfterSeconds:
          Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_SECONDS) : undefined,
      }
    }
    return { kind: 'serviceError', status: error.status }
  }
  if (error instanceof SyntaxError) return { kind: 'malformed' }
  return { kind: 'serviceError', status: undefined }
}

/** Reads the answer's text as a menu of the schema, or says why it is not one. */
export function parseModelMenu(content: string | null | undefined): ModelMenu | undefined {
  if (!content) return undefined
  // Some local servers wrap JSON in a Markdown fence even when asked for JSON.
  const text = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '')
  try {
    const parsed = ModelMenuSchema.safeParse(JSON.parse(text))
    if (!parsed.success) return undefined
    return countModelItems(parsed.data) <= MAX_MODEL_ITEMS ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Asks the model to read the pages. Never throws for the service's faults: an error, no answer within the
 * time, too many requests, an answer that is not a menu of the schema, or a refusal come back as a failure,
 * for the caller to keep its own reading. The SDK's own retries are off: a failed request falls back at once.
 */
export async function askModelToRead(
  service: ModelService,
  pictures: readonly PagePicture[],
  pages: readonly PageWords[],
  signal?: AbortSignal,
): Promise<ModelAnswer> {
  const client = new OpenAI({
    baseURL: service.url,
    apiKey: service.key ?? 'not-needed',
    timeout: service.timeoutMs,
    maxRetries: 0,
    // Never the OPENAI_ORG_ID / OPENAI_PROJECT_ID the SDK would otherwise read from the environment and send
    // to whatever host this is.
    organization: null,
    project: null,
  })
  let tokens = { promptTokens: 0, completionTokens: 0 }
  try {
    const completion = await client.chat.completions.create(
      {
        model: service.model,
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'menu', strict: true, schema: modelMenuJsonSchema() },
        },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Text recognised on the pages:\n\n${describePageWords(pages)}` },
              ...pictures.map((picture) => ({
                type: 'image_url' as const,
                image_url: { url: `data:image/jpeg;base64,${Buffer.from(picture.jpeg).toString('base64')}` },
              })),
            ],
          },
        ],
      },
      { signal },
    )
    tokens = {
      promptTokens: completion.usage?.prompt_tokens ?? 0,
      completionTokens: completion.usage?.completion_tokens ?? 0,
    }
    const message = completion.choices[0]?.message
    if (!message || message.refusal) return { isRead: false, failure: { kind: 'refused' }, ...tokens }
    const menu = parseModelMenu(message.content)
    if (!menu) return { isRead: false, failure: { kind: 'malformed' }, ...tokens }
    return { isRead: true, menu, ...tokens }
  } catch (error) {
    return { isRead: false, failure: toFailure(error), ...tokens }
  }
}
