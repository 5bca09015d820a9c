import { BookOpen, Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LogoMark } from '../../../components/ui/logo.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { BusinessNamePrompt } from './business-name-prompt.tsx'
import { type CatalogueSummary, CatalogueSummaryCard } from './catalogue-summary-card.tsx'
import { CreateAndChatLinks } from './create-and-chat-links.tsx'
import { type MenuImportStage, MenuProcessedBanner } from './menu-processed-banner.tsx'
import { PublicMenuCard } from './public-menu-card.tsx'
import { VisitsSection } from './visits-section.tsx'

export type { CatalogueSummary } from './catalogue-summary-card.tsx'
export type { MenuImportStage } from './menu-processed-banner.tsx'

/** What the welcome screen knows of the owner's catalogues; the route reads them from entities/catalogue. */
export type WelcomeCatalogues =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'empty' }
  | { status: 'ready'; summary: CatalogueSummary }

type Props = {
  catalogues: WelcomeCatalogues
  /** Where a menu kept before signing in stands: the green banner shows once it is a catalogue. */
  menuImport?: MenuImportStage
  /** What the menu-analyses feature says about that import while it runs or after it failed. */
  menuImportNotice?: ReactNode
  /** "Subir menú": the owner's menu upload, which the route brings from the menu-analyses feature. */
  menuUpload?: ReactNode
  /** The signed-in owner and their business's name: a business named after its owner gets a note. */
  owner?: { id: string; name: string; businessName: string }
}

/**
 * The dashboard's first page (docs/product-spec.md §2 "Welcome screen"): welcome, and the way to a first
 * catalogue, or, once there are catalogues, the one that counts, the ways to work on it and its public address
 * and QR code; and a menu upload either way. Needs a PublicMenuContext for the address.
 */
export function WelcomeScreen({ catalogues, menuImport, menuImportNotice, menuUpload, owner }: Props) {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.home'))

  return (
    <div className="space-y-8">
      <MenuProcessedBanner menuImport={menuImport} />
      {menuImportNotice}
      {owner ? (
        <BusinessNamePrompt userId={owner.id} ownerName={owner.name} businessName={owner.businessName} />
      ) : null}
      <section
        aria-labelledby="page-heading"
        className="flex flex-col items-start gap-4 sm:flex-row sm:items-center"
      >
        <LogoMark className="size-14" />
        <div>
          <PageTitle>{t('dashboard.welcome.title')}</PageTitle>
          <p className="mt-1 text-stone-700">{t('dashboard.welcome.subtitle')}</p>
          <p className="mt-0.5 text-sm text-stone-600">{t('dashboard.welcome.subtitleSteps')}</p>
        </div>
      </section>

      {catalogues.status === 'ready' ? (
        <>
          <CatalogueSummaryCard summary={catalogues.summary} />
          {/* The summary shows the active catalogue whenever there is one. */}
          <PublicMenuCard hasActiveCatalogue={catalogues.summary.isActive} />
          <VisitsSection />
        </>
      ) : catalogues.status === 'empty' ? (
        <EmptyCatalogues />
      ) : (
        <CataloguesPlaceholder catalogues={catalogues} />
      )}
      {catalogues.status === 'ready' || catalogues.status === 'empty' ? menuUpload : null}
    </div>
  )
}

// Same box as the empty state, so the page does not jump when the catalogues arrive.
const panelClasses =
  'flex min-h-80 flex-col items-center justify-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-14 text-center'

function EmptyCatalogues() {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={BookOpen}
      title={t('dashboard.welcome.emptyTitle')}
      message={t('dashboard.welcome.emptyMessage')}
      action={<CreateAndChatLinks />}
      className="min-h-80 justify-center"
    />
  )
}

function CataloguesPlaceholder({ catalogues }: { catalogues: WelcomeCatalogues }) {
  const { t } = useTranslation()
  if (catalogues.status !== 'failed') {
    return (
      <section className={panelClasses}>
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('dashboard.welcome.loading')}
        </p>
      </section>
    )
  }
  return (
    <section className={panelClasses}>
      <p role="alert" className="max-w-md text-stone-700">
        {t('dashboard.welcome.loadFailed')}
      </p>
      <Button variant="secondary" className="mt-4" onClick={catalogues.retry}>
        {t('dashboard.welcome.retry')}
      </Button>
      <div className="mt-8">
        <CreateAndChatLinks />
      </div>
    </section>
  )
}
