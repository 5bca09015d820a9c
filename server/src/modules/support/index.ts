// The support module's public face: its plugin, which the app registers; nothing else is used outside it.
export { supportModule } from './support.plugin.ts'
