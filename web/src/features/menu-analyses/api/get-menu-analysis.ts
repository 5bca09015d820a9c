import { type MenuAnalysis, MenuAnalysisSchema } from '#domain/menu-analyses/analysed-menu.schema.ts'
import { requestApi } from '../../../lib/api.ts'

/** One analysis as it stands (`GET /api/menu-analyses/:id`): status, phase, progress, result or error. */
export async function getMenuAnalysis(id: string, signal?: AbortSignal): Promise<MenuAnalysis> {
  return MenuAnalysisSchema.parse(
    await requestApi(`/api/menu-analyses/${encodeURIComponent(id)}`, { signal }),
  )
}
