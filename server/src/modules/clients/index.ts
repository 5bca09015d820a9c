// The clients module's public face: its plugin; the one place a client's row is made and read (the CSV import
// and export use it).
export {
  type ClientFields,
  type ClientRow,
  type ClientValues,
  clientRowValues,
  toClient,
} from './client-row.ts'
export { clientsModule } from './clients.plugin.ts'
