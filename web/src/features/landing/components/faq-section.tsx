import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

const questions = ['formats', 'skills', 'app', 'changes', 'languages'] as const

/**
 * Five questions, one answer open at a time (docs/product-spec.md §2). Native disclosure elements sharing one
 * `name`: the browser keeps one open, by mouse and keyboard, with or without JavaScript — so the landing
 * rendered at build time answers its questions to every reader (and every crawler) before the app runs.
 */
export function FaqSection() {
  const { t } = useTranslation()
  return (
    <LandingSection id="preguntas" eyebrow={t('landing.faq.eyebrow')} heading={t('landing.faq.heading')}>
      <div className="mx-auto mt-10 max-w-3xl space-y-3">
        {questions.map((key) => (
          <details
            key={key}
            name="landing-faq"
            className="group rounded-2xl border border-stone-200 bg-white"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
              <h3>{t(`landing.faq.items.${key}.question`)}</h3>
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 text-stone-600 leading-relaxed">{t(`landing.faq.items.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  )
}
