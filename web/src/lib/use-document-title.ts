import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the tab title to "<page> · Vitrina", in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation()
  const title = t('app.documentTitle', { page })
  useEffect(() => {
    document.title = title
  }, [title])
}

/** Sets the tab title as it is, for pages (the landing) whose title is not "<page> · Vitrina". */
export function useExactDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
