import { Agent, type IncomingMessage, request } from 'node:http'
import { type Answer, parseBody } from './http-calls.ts'
import type { UploadedFile } from './test-files.ts'

// Keeps its connections open as long as the server does, as a load balancer's pool of upstream connections
// does (Node's global agent drops an idle one after 5 s, which would hide a server waiting for it).
const keptAlive = new Agent({ keepAlive: true })

/**
 * A multipart upload still in flight, on a kept-alive connection: its headers and the first half of its body are sent at once, the rest
 * when `finish()` is called. `answered` resolves with the status and JSON body, or the connection's error code.
 */
export async function openSlowUpload(url: string, file: UploadedFile, headers: Record<string, string>) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  const encoded = new Request(url, { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const outgoing = request(url, {
    method: 'POST',
    agent: keptAlive,
    headers: {
      ...headers,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.length),
    },
  })
  const answered = new Promise<Answer>((resolve) => {
    outgoing.on('response', (response: IncomingMessage) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: parseBody(text) }))
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
  })
  const half = Math.floor(body.length / 2)
  outgoing.write(body.subarray(0, half))
  return { answered, finish: () => outgoing.end(body.subarray(half)) }
}
