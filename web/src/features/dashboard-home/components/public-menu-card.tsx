import { Info } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SharePanel } from '../../../entities/catalogue/components/sharing/share-panel.tsx'

/**
 * Inicio's "Tu menú público": the address diners open, with copy, and its QR code with the PNG and SVG
 * downloads — the same panel as Diseño's "Compartir", so both give the same link and the same code. Only the
 * active catalogue is public: without one, it says the link shows nothing yet.
 */
export function PublicMenuCard({ hasActiveCatalogue }: { hasActiveCatalogue: boolean }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="public-menu-heading"
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="public-menu-heading" className="font-semibold text-lg text-stone-900 tracking-tight">
          {t('dashboard.welcome.publicMenu.title')}
        </h2>
        {hasActiveCatalogue ? (
          <p className="mt-1 text-sm text-stone-600">{t('dashboard.welcome.publicMenu.description')}</p>
        ) : (
          <p className="mt-1 flex items-start gap-1.5 text-amber-900 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <Trans
                i18nKey="sharing.design.noneActive"
                components={{
                  mine: <Link to="/dashboard/catalogos" className="font-medium text-brand-800 underline" />,
                }}
              />
            </span>
          </p>
        )}
      </div>
      {/* As wide as Diseño's share dialog: wider, the download buttons would stretch across the page. */}
      <div className="max-w-2xl">
        <SharePanel />
      </div>
    </section>
  )
}
