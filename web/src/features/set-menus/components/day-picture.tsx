import { Download, Share2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { ShareLinkField } from '../../../entities/catalogue/components/sharing/share-link-field.tsx'

type Props = { slug: string; menuId: string; menuName: string; businessDay: string; version: number }

/** The set menu's own page on the public menu: always today's dishes (the link the owner shares). */
export function dayPagePath(slug: string, menuId: string): string {
  return `/m/${encodeURIComponent(slug)}/menu-del-dia/${menuId}`
}

/**
 * Today's menu as a picture to send on WhatsApp or post: shown as diners will get it, shared as a file where
 * the phone can (the Web Share API), downloaded otherwise; and the link to the menu's own page, whose preview
 * in a chat is that picture. `version` changes with each publish, so the preview is drawn again.
 */
export function DayPicture({ slug, menuId, menuName, businessDay, version }: Props) {
  const { t } = useTranslation()
  const path = dayPagePath(slug, menuId)
  // The picture is under the page's address; `t` asks for it again after each publish.
  const preview = `${path}/imagen.png?t=${version}`
  const fileName = `${menuName.trim() || 'menu'}-${businessDay}.png`.replace(/[\\/:*?"<>|\s]+/g, '-')
  const [shareFailed, setShareFailed] = useState(false)

  const share = async () => {
    setShareFailed(false)
    try {
      const blob = await (await fetch(preview)).blob()
      const file = new File([blob], fileName, { type: 'image/png' })
      await navigator.share({ files: [file], title: menuName })
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true)
    }
  }
  const canShareFiles = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function'

  return (
    <section aria-labelledby="day-picture-title" className="space-y-3">
      <h3 id="day-picture-title" className="font-semibold text-stone-900">
        {t('menus.picture.title')}
      </h3>
      <p className="text-sm text-stone-600">{t('menus.picture.description')}</p>
      <img
        src={preview}
        alt={t('menus.picture.alt', { menu: menuName })}
        width={1080}
        height={1350}
        className="w-full max-w-xs rounded-xl border border-stone-200 shadow-sm"
      />
      <div className="flex flex-wrap gap-2">
        {canShareFiles ? (
          <button type="button" onClick={share} className={buttonClasses({ variant: 'primary' })}>
            <Share2 aria-hidden />
            {t('menus.picture.share')}
          </button>
        ) : null}
        <a href={preview} download={fileName} className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden />
          {t('menus.picture.download')}
        </a>
      </div>
      {shareFailed ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('menus.picture.shareFailed')}
        </p>
      ) : null}
      <ShareLinkField url={`${window.location.origin}${path}`} />
    </section>
  )
}
