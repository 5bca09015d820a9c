import { CircleCheck, Info } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { useCatalogues } from '../../../entities/catalogue/api/get-catalogues.ts'
import {
  getPublicMenuPath,
  usePublicMenu,
} from '../../../entities/catalogue/components/sharing/public-menu.ts'
import { PublicPreviewLink } from '../../../entities/catalogue/components/sharing/public-preview-link.tsx'
import { ShareDialog } from '../../../entities/catalogue/components/sharing/share-dialog.tsx'

/**
 * Diseño's strip about the public menu: only the active catalogue is public, so the edited one is either
 * what diners see or — said plainly — not.
 */
export function DesignSharing({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation()
  const { slug } = usePublicMenu()
  return (
    <section
      aria-labelledby="design-sharing-heading"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:px-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id="design-sharing-heading" className="font-medium text-sm text-stone-900">
          {t('sharing.design.heading')}{' '}
          <span className="break-all font-normal text-stone-600">{getPublicMenuPath(slug)}</span>
        </h2>
        <PublicStatus catalogue={catalogue} />
      </div>
      <div className="flex flex-col gap-2 min-[26rem]:flex-row sm:shrink-0">
        <PublicPreviewLink catalogue={catalogue} />
        <ShareDialog />
      </div>
    </section>
  )
}

function PublicStatus({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation()
  const active = useCatalogues().data?.find((other) => other.activo)
  if (catalogue.activo) {
    return (
      <p className="mt-0.5 flex items-center gap-1.5 text-sm text-green-800">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('sharing.design.isActive')}
      </p>
    )
  }
  const toMine = <Link to="/dashboard/catalogos" className="font-medium text-brand-800 underline" />
  return (
    <p className="mt-0.5 flex items-start gap-1.5 text-amber-900 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {active ? (
          <Trans
            i18nKey="sharing.design.notActive"
            values={{ active: active.nombre }}
            components={{ mine: toMine }}
          />
        ) : (
          <Trans i18nKey="sharing.design.noneActive" components={{ mine: toMine }} />
        )}
      </span>
    </p>
  )
}
