import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { Design } from '#domain/catalogues/design.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import type { CataloguePreviewProps } from '../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { BrandIdentityTab } from './brand-identity-tab.tsx'
import { DesignActions } from './design-actions.tsx'
import { LivePreview } from './live-preview.tsx'
import { type DesignTab, useDesignForm } from './use-design-form.ts'
import { VisualStyleTab } from './visual-style-tab.tsx'

type Props = {
  catalogueId: string
  /** The design as saved: the form starts from it, discarding returns to it, saving sends what differs. */
  design: Design
  /** The rest of what the preview needs, once it has loaded. */
  menu: Omit<CataloguePreviewProps, 'design'> | undefined
  /** Loads the preview's categories and products again; given only when loading them failed. */
  onRetryMenu?: () => void
}

/**
 * The design of one catalogue (docs/product-spec.md §2 "Design"): two tabs, a live preview, discard and save.
 */
export function DesignForm({ catalogueId, design, menu, onRetryMenu }: Props) {
  const { t } = useTranslation()
  const state = useDesignForm(catalogueId, design)
  const { form, tab } = state

  return (
    <div className="@container">
      <div className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_320px] @3xl:items-start">
        <form
          noValidate
          onSubmit={state.submit}
          aria-label={t('design.form.label')}
          className="rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          <Tabs.Root value={tab} onValueChange={(next) => state.setTab(next as DesignTab)}>
            <Tabs.List
              aria-label={t('design.tabs.label')}
              className="flex gap-1 overflow-x-auto border-stone-200 border-b px-3 sm:px-5"
            >
              <TabTrigger value="brand">{t('design.tabs.brand')}</TabTrigger>
              <TabTrigger value="style">{t('design.tabs.style')}</TabTrigger>
            </Tabs.List>
            {/* Both tabs stay mounted, the inactive one hidden, so that neither loses its fields' state. */}
            <Tabs.Content value="brand" forceMount hidden={tab !== 'brand'} className="p-4 sm:p-6">
              <BrandIdentityTab form={form} />
            </Tabs.Content>
            <Tabs.Content value="style" forceMount hidden={tab !== 'style'} className="p-4 sm:p-6">
              <VisualStyleTab form={form} />
            </Tabs.Content>
          </Tabs.Root>
          <DesignActions
            hasChanges={state.hasChanges}
            isSaving={state.isSaving}
            notice={state.notice}
            failure={state.failure}
            alertRef={state.alertRef}
            onDiscard={state.discard}
            preview={menu ? { ...menu, design: state.previewDesign } : undefined}
          />
        </form>
        <LivePreview design={state.previewDesign} menu={menu} onRetry={onRetryMenu} />
      </div>
      <LeaveGuard hasUnsavedChanges={state.hasChanges && !state.isSaving} />
    </div>
  )
}

function TabTrigger({ value, children }: { value: DesignTab; children: string }) {
  return (
    <Tabs.Trigger
      value={value}
      className={
        '-mb-px shrink-0 rounded-t-lg border-transparent border-b-2 px-3 pt-4 pb-3 font-medium text-sm text-stone-600 ' +
        'transition-colors hover:text-stone-900 data-[state=active]:border-brand-600 ' +
        'data-[state=active]:text-brand-800 focus-visible:outline-offset-[-2px] sm:text-base'
      }
    >
      {children}
    </Tabs.Trigger>
  )
}
