import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeWhatsAppApi, startFakeWhatsAppApi } from './fake-whatsapp-api.ts'

// The fake's record says which id each request was answered with: the webhook's statuses name that id, and a
// journey or a test reads it from the record rather than working it out from the request's place in the list.

let api: FakeWhatsAppApi

beforeAll(async () => {
  api = await startFakeWhatsAppApi()
})
afterAll(async () => {
  await api.close()
})

const post = async () => {
  const response = await fetch(`${api.apiUrl}/123/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: '573001234567' }),
  })
  const body = (await response.json()) as { messages?: { id: string }[] }
  return body.messages?.[0]?.id ?? null
}

describe('the fake WhatsApp Cloud API', () => {
  it('records each request with the message id it answered, null for an answer that was no 200', async () => {
    api.answer(
      { kind: 'sent' },
      { kind: 'refused' },
      { kind: 'sent', messageId: 'wamid.chosen' },
      { kind: 'busy' },
    )
    const answered = [await post(), await post(), await post(), await post(), await post()]
    expect(answered).toEqual(['wamid.fake1', null, 'wamid.chosen', null, 'wamid.fake5'])
    expect(api.requests.map((request) => request.messageId)).toEqual(answered)

    // A reset forgets the requests but never hands out an id again: they are unique in the outbox.
    api.reset()
    expect(await post()).toBe('wamid.fake6')
    expect(api.requests.map((request) => request.messageId)).toEqual(['wamid.fake6'])
  })
})
