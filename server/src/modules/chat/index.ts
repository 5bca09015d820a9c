// The chat module's public face: its plugin, which the app registers; nothing else is used outside it.
export { chatModule } from './chat.plugin.ts'
