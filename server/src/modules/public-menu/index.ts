// The public-menu module's public face: its plugin, which the app registers; nothing else is used outside it.
export { publicMenuModule } from './public-menu.plugin.ts'
