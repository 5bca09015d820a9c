// The journeys' app server: the production build and the real app, as `npm start` runs them, with one
// difference: its clock is the journeys' to move. A journey that needs a booked visit to have started moves
// the server's clock past its start instead of waiting for the wall clock to get there. The clock only ever
// moves forward, so to the other worker's journeys a move looks like time passing.
import { createServer } from 'node:http'
import { buildWebIfStale } from '../../scripts/build-web-if-stale.ts'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { E2E_SERVICES } from './services-config.ts'

buildWebIfStale()

let ahead = 0
const now = () => Date.now() + ahead

const config = loadConfig()
const app = await buildApp(config, { clock: now })
await app.listen({ host: config.host, port: config.port })

// GET /now answers the server's time; POST /now?at=MS moves it on to MS (never back).
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname !== '/now') {
    response.statusCode = 404
    return void response.end()
  }
  const at = Number(url.searchParams.get('at'))
  if (request.method === 'POST' && Number.isFinite(at)) ahead = Math.max(ahead, at - Date.now())
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ now: now() }))
})
control.listen(E2E_SERVICES.clockPort, '127.0.0.1')

const stop = async () => {
  control.close()
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
