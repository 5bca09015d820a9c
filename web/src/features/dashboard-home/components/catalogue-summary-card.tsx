import { BookOpen, ChevronRight, FolderTree, type LucideIcon, Package, Palette } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCan } from '../../../entities/account/use-can.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { CreateAndChatLinks } from './create-and-chat-links.tsx'

/** The catalogue the welcome screen puts first: the active one, else the most recently edited. */
export type CatalogueSummary = {
  name: string
  isActive: boolean
  /** "Editado hace 5 minutos", kept fresh by the caller. */
  editedAgo: string
  /** How many catalogues the business has. */
  count: number
  /** A small picture of the catalogue, drawn by the catalogues feature. */
  preview: ReactNode
  /** Where its Categorías, Productos and Diseño pages are, with the catalogue named in the address. */
  paths: { categories: string; products: string; design: string }
}

type QuickLink = { key: string; to: string; label: MessageKey; icon: LucideIcon }

export function CatalogueSummaryCard({ summary }: { summary: CatalogueSummary }) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  const allLinks: QuickLink[] = [
    {
      key: 'categories',
      to: summary.paths.categories,
      label: 'dashboard.pages.categories',
      icon: FolderTree,
    },
    { key: 'products', to: summary.paths.products, label: 'dashboard.pages.products', icon: Package },
    { key: 'design', to: summary.paths.design, label: 'dashboard.pages.design', icon: Palette },
    { key: 'catalogues', to: '/dashboard/catalogos', label: 'dashboard.pages.catalogues', icon: BookOpen },
  ]
  // The design is the catalogue's writers' (decision 073).
  const links = allLinks.filter((link) => canWrite || link.key !== 'design')

  return (
    <section
      aria-labelledby="catalogue-summary-heading"
      className="min-h-80 space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="h-44 w-full shrink-0 overflow-hidden rounded-xl border border-stone-200 sm:h-36 sm:w-52">
          {summary.preview}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-stone-500 text-xs uppercase tracking-wide">
            {t(summary.isActive ? 'dashboard.welcome.activeLabel' : 'dashboard.welcome.latestLabel')}
          </p>
          <h2
            id="catalogue-summary-heading"
            className="mt-1 truncate font-semibold text-stone-900 text-xl tracking-tight"
          >
            {summary.name}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {summary.editedAgo}
            <span aria-hidden> · </span>
            <span>{t('dashboard.welcome.count', { count: summary.count })}</span>
          </p>
        </div>
      </div>

      <nav aria-label={t('dashboard.welcome.quickLinks')}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {links.map(({ key, to, label, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                // On a narrow phone the icon sits above the label: beside it, "Categorías" would break mid-word.
                className="group flex h-full flex-col items-start gap-2 rounded-xl border border-stone-200 px-3.5 py-3 font-medium text-sm text-stone-800 transition-colors hover:border-brand-300 hover:bg-brand-50 min-[26rem]:flex-row min-[26rem]:items-center min-[26rem]:gap-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 group-hover:bg-white">
                  <Icon aria-hidden className="size-4.5" />
                </span>
                <span className="min-w-0 flex-1 break-words">{t(label)}</span>
                <ChevronRight aria-hidden className="hidden size-4 shrink-0 text-stone-400 sm:block" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="border-stone-100 border-t pt-5">
        <CreateAndChatLinks />
      </div>
    </section>
  )
}
