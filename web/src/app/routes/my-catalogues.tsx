import { DashboardSectionRoute } from './dashboard-section.tsx'

// Replaced by the real screen (issue 5).
export function MyCataloguesRoute() {
  return <DashboardSectionRoute headingKey="dashboard.pages.catalogues" />
}
