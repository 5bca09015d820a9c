import { ArrowUp, Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LanguageToggle } from '../../../components/layout/language-toggle.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { DialogTrigger } from '../../../components/ui/dialog.tsx'
import { scrollToTop } from '../../../lib/scroll.ts'
import { getDashboardTitleKey } from '../navigation.ts'

/**
 * The bar above every dashboard page: menu button (small screens), page title, back to top (wide screens),
 * language.
 * Render it inside the drawer's Dialog: the menu button is that dialog's trigger, so focus returns to it.
 */
export function ShellHeader() {
  const { t } = useTranslation()
  const { pathname } = useLocation()

  return (
    <header className="sticky top-0 z-30 border-stone-200/80 border-b bg-canvas/85 backdrop-blur-md">
      <div className="flex h-16 items-center gap-2 px-4 md:px-8">
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label={t('shell.openMenu')}>
            <Menu aria-hidden className="!size-5.5" />
          </Button>
        </DialogTrigger>
        {/* The page's own heading is its h1; this title only says where the user is
           (docs/product-spec.md §2). */}
        <p className="min-w-0 flex-1 truncate font-semibold text-lg text-stone-900">
          {t(getDashboardTitleKey(pathname))}
        </p>
        {/* Phones have the floating button at the bottom instead (docs/product-spec.md §2): one is enough. */}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('common.scrollToTop')}
          onClick={scrollToTop}
          className="max-md:hidden"
        >
          <ArrowUp aria-hidden />
        </Button>
        <LanguageToggle />
      </div>
    </header>
  )
}
