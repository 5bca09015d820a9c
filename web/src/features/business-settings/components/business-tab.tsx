import { SectionPlaceholder } from '../../settings/components/section-placeholder.tsx'

// Issue 21 builds this section; until then it says so.
export function BusinessTab() {
  return <SectionPlaceholder />
}
