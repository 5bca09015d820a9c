import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from './i18n.ts'
import { useTranslationIn } from './use-translation-in.ts'

// The app downloads only the language it shows; a preview in the catalogue's other language must not show
// raw keys while, or because, that language's messages are not there.

describe('useTranslationIn', () => {
  it('fetches the other language’s messages, with the app’s language standing in until they arrive', async () => {
    const spanish = i18n.getResourceBundle('es', 'translation')
    await i18n.changeLanguage('en')
    i18n.removeResourceBundle('es', 'translation')
    try {
      const { result } = renderHook(() => useTranslationIn('es').t('products.tags.glutenFree'))
      expect(result.current).not.toBe('products.tags.glutenFree')
      await waitFor(() => expect(result.current).toBe('Sin gluten'))
    } finally {
      if (!i18n.hasResourceBundle('es', 'translation')) i18n.addResourceBundle('es', 'translation', spanish)
    }
  })
})
