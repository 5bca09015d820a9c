import { api, apiData } from '../../../lib/api-client.ts'
import type { MenuAnalysis } from './analysis-contract.ts'

/** One analysis as it stands (`GET /api/menu-analyses/:id`): status, phase, progress, result or error. */
export function getMenuAnalysis(id: string, signal?: AbortSignal): Promise<MenuAnalysis> {
  return apiData(api.GET('/api/menu-analyses/{id}', { params: { path: { id } }, signal }))
}
