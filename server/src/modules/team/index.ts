// The team module's public face: its plugin, which the app registers; nothing else is used outside it.
export { teamModule } from './team.plugin.ts'
