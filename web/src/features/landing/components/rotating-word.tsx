import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { wordIntervalMs, wordSeparator } from '../content/hero-words.ts'
import { useRotatingIndex } from '../hooks/use-rotating-index.ts'

const wordKeys = ['menu', 'catalogue'] as const

/**
 * The hero title with its word alternating Menú and Catálogo every 5 s (docs/product-spec.md §2). Nothing is
 * announced on each change (aria-live off); the fade only plays when the system allows motion, the word
 * switches anyway.
 */
export function RotatingTitle({ id }: { id: string }) {
  const { t } = useTranslation()
  const index = useRotatingIndex(wordKeys.length, wordIntervalMs)
  const word = t(`landing.hero.words.${wordKeys[index] ?? 'menu'}`)

  return (
    <h1
      id={id}
      aria-live="off"
      data-words={wordKeys.map((key) => t(`landing.hero.words.${key}`)).join(wordSeparator)}
      className="mx-auto mt-5 max-w-3xl text-balance font-semibold text-4xl text-stone-900 tracking-tight sm:text-5xl"
    >
      <Trans
        i18nKey="landing.hero.title"
        values={{ word }}
        components={{
          word: <FadingWord />,
        }}
      />
    </h1>
  )
}

/** A new key per word remounts the span, so the fade replays on each change. */
function FadingWord({ children }: { children?: ReactNode }) {
  return (
    <span
      key={String(children)}
      data-rotating-word
      className="inline-block text-brand-700 motion-safe:animate-fade-in"
    >
      {children}
    </span>
  )
}
