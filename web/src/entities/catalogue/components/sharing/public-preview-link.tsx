import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { buttonClasses } from '../../../../components/ui/button.tsx'
import { getPublicPreviewPath, usePublicMenu } from './public-menu.ts'

type Props = { catalogue: Catalogue; className?: string }

/**
 * "Ver como cliente": the real public page, for any catalogue, active or not, in a new tab
 * so the dashboard stays where it was. The server shows an inactive one to its owner only.
 */
export function PublicPreviewLink({ catalogue, className }: Props) {
  const { t } = useTranslation()
  const { slug } = usePublicMenu()
  return (
    <a
      href={getPublicPreviewPath(slug, catalogue.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('sharing.preview.openNamed', { name: catalogue.nombre })}
      className={buttonClasses({ variant: 'secondary', className })}
    >
      <ExternalLink aria-hidden />
      {t('sharing.preview.open')}
    </a>
  )
}
