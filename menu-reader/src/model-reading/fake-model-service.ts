// A stand-in for an OpenAI-compatible model service (a cloud API, Ollama, llama.cpp) on a local port, for the
// tests of reading menus with a model: it records every request and answers as the test last told it to.
// The server's tests and the browser journeys use it too (server/src/test/fake-model-service.ts), so it
// imports nothing of a test runner.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the service received it: `body` is its JSON, parsed (undefined when it was not JSON). */
export type ModelServiceRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

/** Tokens a completion says it counted. */
export type ModelUsage = { prompt_tokens: number; completion_tokens: number }

type Behaviour =
  | { kind: 'message'; content: string | null; refusal: string | null; usage: ModelUsage }
  | { kind: 'status'; status: number; headers: Record<string, string> }
  | { kind: 'hang' }

const COMPLETIONS_PATH = '/v1/chat/completions'
const DEFAULT_USAGE: ModelUsage = { prompt_tokens: 1200, completion_tokens: 300 }

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

const sendJson = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/** A chat.completion as OpenAI's API gives it, its one choice holding `behaviour`'s message. */
function completionOf(behaviour: Extract<Behaviour, { kind: 'message' }>, model: unknown) {
  const { usage } = behaviour
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: behaviour.content, refusal: behaviour.refusal },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  }
}

/**
 * Starts the fake service on 127.0.0.1 (a free port): `url` is its base URL (…/v1) for the client or the
 * server's config, `host` what the owner is told their pages go to. It answers `POST /v1/chat/completions`
 * (404 anywhere else) as the last `answer…` or `hang` said: a 500 until one is called.
 */
export async function startFakeModelService() {
  const requests: ModelServiceRequest[] = []
  let behaviour: Behaviour = { kind: 'status', status: 500, headers: {} }

  const server = createServer(async (request, response) => {
    const path = request.url ?? ''
    const body = await readJson(request)
    requests.push({ method: request.method ?? '', path, headers: request.headers, body })
    if (request.method !== 'POST' || path !== COMPLETIONS_PATH) {
      sendJson(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } })
      return
    }
    const current = behaviour
    if (current.kind === 'hang') return
    if (current.kind === 'status') {
      const error = { message: `Fake failure ${current.status}`, type: 'server_error', code: null }
      sendJson(response, current.status, { error }, current.headers)
      return
    }
    sendJson(response, 200, completionOf(current, (body as { model?: unknown } | undefined)?.model))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    host: `127.0.0.1:${port}`,
    /** Every request received, in order. */
    requests,
    /** Answers with `menu` as the message's JSON content, and `usage` as the tokens counted. */
    answerMenu(menu: unknown, usage: ModelUsage = DEFAULT_USAGE) {
      behaviour = { kind: 'message', content: JSON.stringify(menu), refusal: null, usage }
    },
    /** Answers with `text` as the message's content, as it is (a malformed answer, say). */
    answerText(text: string, usage: ModelUsage = DEFAULT_USAGE) {
      behaviour = { kind: 'message', content: text, refusal: null, usage }
    },
    /** Answers with a refusal and no content, as a model declining a request does. */
    answerRefusal(refusal = 'I cannot help with that.') {
      behaviour = { kind: 'message', content: null, refusal, usage: DEFAULT_USAGE }
    },
    /** Answers an error of OpenAI's shape with `status` (a 500; a 429 with `{ 'retry-after': '30' }`). */
    answerStatus(status: number, headers: Record<string, string> = {}) {
      behaviour = { kind: 'status', status, headers }
    },
    /** Never answers: the request stays open until the client gives up or the service closes. */
    hang() {
      behaviour = { kind: 'hang' }
    },
    /** Stops the service, ending the requests it left hanging. */
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}

export type FakeModelService = Awaited<ReturnType<typeof startFakeModelService>>
