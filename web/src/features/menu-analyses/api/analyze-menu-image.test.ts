import { describe, expect, it, vi } from 'vitest'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { analyzeMenuImage } from './analyze-menu-image.ts'
import { FunctionError } from './function-errors.ts'

const menu = buildAnalysedMenu()

function answerRaw(text: string, status = 200) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(text, { status }))
}

describe('analyzeMenuImage', () => {
  it('posts the base64 as data.imageContent and answers the extracted menu', async () => {
    const calls = mockApi({
      'POST /api/analyzeMenuImage': { status: 200, body: { result: { extractedMenu: menu } } },
    })
    await expect(analyzeMenuImage('aGVsbG8=')).resolves.toEqual(menu)
    expect(calls[0]!.body).toEqual({ data: { imageContent: 'aGVsbG8=' } })
    expect(new Headers(calls[0]!.init?.headers).get('Accept-Language')).toBe('es')
  })

  it('reads an answer under data too, as older callable clients did', async () => {
    mockApi({ 'POST /api/analyzeMenuImage': { status: 200, body: { data: { extractedMenu: menu } } } })
    await expect(analyzeMenuImage('aGVsbG8=')).resolves.toEqual(menu)
  })

  it('throws the spec code for the status, with the server message', async () => {
    mockApi({
      'POST /api/analyzeMenuImage': apiError(504, 'timed_out', 'El análisis tardó más de 60 segundos.'),
    })
    const error = await analyzeMenuImage('aGVsbG8=').catch((caught) => caught)
    expect(error).toBeInstanceOf(FunctionError)
    expect(error).toMatchObject({
      code: 'deadline-exceeded',
      status: 504,
      message: 'El análisis tardó más de 60 segundos.',
    })

    mockApi({ 'POST /api/analyzeMenuImage': apiError(429, 'queue_full', 'Muchos menús') })
    await expect(analyzeMenuImage('aGVsbG8=')).rejects.toMatchObject({ code: 'resource-exhausted' })
  })

  it('says so when the answer is not a JSON object, or has no data field', async () => {
    answerRaw('<html>proxy</html>')
    await expect(analyzeMenuImage('aGVsbG8=')).rejects.toMatchObject({
      code: 'internal',
      message: 'Response is not valid JSON object.',
    })
    answerRaw('[1, 2]')
    await expect(analyzeMenuImage('aGVsbG8=')).rejects.toMatchObject({
      message: 'Response is not valid JSON object.',
    })
    answerRaw('{"ok": true}')
    await expect(analyzeMenuImage('aGVsbG8=')).rejects.toMatchObject({
      code: 'internal',
      message: 'Response is missing data field.',
    })
  })
})
