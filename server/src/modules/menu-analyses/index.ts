// The menu-analyses module's public face: its plugin (worker pool, jobs, sweeps, routes) and the options
// tests give it (a fake reader, a shorter time limit).
export { type MenuAnalysesOptions, menuAnalysesModule } from './menu-analyses.plugin.ts'
