// The visits module's public face: its plugin, which the app registers, the counting it shares with the
// public menu's route (which counts the page's views), the beacon the page carries, and the estimate of a
// day's visitors from its stored sketch (for the account's data download).

export { countMenuOpenings } from './menu-views.ts'
export { VISIT_BEACON_HEAD, VISIT_BEACON_SCRIPT } from './visit-beacon.ts'
export { estimateVisitors } from './visitor-sketch.ts'
export { visitsModule } from './visits.plugin.ts'
export { createVisitCounting, type VisitCounting } from './visits.service.ts'
