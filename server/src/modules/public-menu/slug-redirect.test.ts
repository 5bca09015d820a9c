import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from './test-menu.ts'

// A business that changed its address: every page under its old one, known today or added later, answers
// one redirect to the same page under the new one, and the log says so (no 404, no second reply).

let app: FastifyInstance
const lines: string[] = []

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } })
})
afterAll(async () => {
  await app.close()
})

type LogLine = { level: number; msg?: string; res?: { statusCode?: number }; req?: { url?: string } }
const logged = () => lines.map((line) => JSON.parse(line) as LogLine)

describe('the old address of a public menu', () => {
  it('redirects every page under it once, the allergen table and pages still to come included', async () => {
    const owner = await newOwner(app, 'Mudanza')
    const moved = await app.inject({
      method: 'PATCH',
      url: '/api/business',
      payload: { slug: 'casa-mudada' },
      headers: { cookie: owner.cookie },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    lines.length = 0

    for (const [from, to] of [
      [`/m/${owner.slug}/alergenos?lang=en`, '/m/casa-mudada/alergenos?lang=en'],
      [`/m/${owner.slug}/una-pagina-futura`, '/m/casa-mudada/una-pagina-futura'],
      [`/m/${owner.slug}/reservar`, '/m/casa-mudada/reservar'],
    ]) {
      const answer = await app.inject({ method: 'GET', url: from })
      expect(answer.statusCode, from).toBe(301)
      expect(answer.headers.location, from).toBe(to)
    }
    const posted = await app.inject({ method: 'POST', url: `/m/${owner.slug}/una-pagina-futura` })
    expect(posted.statusCode).toBe(308)

    const completed = logged().filter((line) => line.msg === 'request completed')
    expect(completed.map((line) => line.res?.statusCode)).toEqual([301, 301, 301, 308])
    expect(logged().filter((line) => line.level >= 40)).toEqual([])
  })

  it('leaves an unknown address a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/m/nadie-la-tuvo/alergenos' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/m/nadie-la-tuvo/otra-cosa' })).statusCode).toBe(404)
  })
})
