// The health module's public face: its plugin.
export { healthModule } from './health.plugin.ts'
