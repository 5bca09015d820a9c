import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

const questions = ['formats', 'skills', 'app', 'changes', 'languages'] as const

/** Five questions, one answer open at a time (spec §2): a single, collapsible accordion. */
export function FaqSection() {
  const { t } = useTranslation()
  return (
    <LandingSection id="preguntas" eyebrow={t('marketing.faq.eyebrow')} heading={t('marketing.faq.heading')}>
      <Accordion.Root type="single" collapsible className="mx-auto mt-10 max-w-3xl space-y-3">
        {questions.map((key) => (
          <Accordion.Item key={key} value={key} className="rounded-2xl border border-stone-200 bg-white">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50">
                  {t(`marketing.faq.items.${key}.question`)}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-stone-600 leading-relaxed">
              {t(`marketing.faq.items.${key}.answer`)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LandingSection>
  )
}
