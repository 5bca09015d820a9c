import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { useTranslation } from 'react-i18next'

// docs/product-spec.md §2 "Support and FAQ": exactly these four, in this order.
const questionIds = ['firstCatalogue', 'design', 'activeCatalogues', 'promotions'] as const

/** The dashboard FAQ: one answer open at a time, and the open one can be closed again. */
export function FaqList() {
  const { t } = useTranslation()
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {questionIds.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2">
                {t(`help.faq.questions.${id}.question`)}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-stone-600 leading-relaxed">
            {t(`help.faq.questions.${id}.answer`)}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
