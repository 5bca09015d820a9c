// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { buildWebIfStale } from './build-web-if-stale.ts'

buildWebIfStale()
await import('../server/src/server.ts')
