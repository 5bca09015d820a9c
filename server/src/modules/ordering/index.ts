// The ordering module's public face: its plugin, which the app registers; nothing else is used outside it.
export { orderingModule } from './ordering.plugin.ts'
