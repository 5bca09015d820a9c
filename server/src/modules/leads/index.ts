// The leads module's public face: its plugin, which the app registers; nothing else is used outside it.
export { leadsModule } from './leads.plugin.ts'
