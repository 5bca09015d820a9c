// The payments module's public face: its plugin, which the app registers; nothing else is used outside it.
export { paymentsModule } from './payments.plugin.ts'
