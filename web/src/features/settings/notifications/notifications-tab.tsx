import { SectionPlaceholder } from '../components/section-placeholder.tsx'

// Issue 21 builds this section; until then it says so.
export function NotificationsTab() {
  return <SectionPlaceholder />
}
