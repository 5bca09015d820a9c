// The settings module's public face: its plugin, and what the modules that send e-mail need to obey the
// owner's notification toggles.
export { settingsModule } from './settings.plugin.ts'
