import type { TFunction } from 'i18next'
import type { MessageKey } from '../../lib/i18n.ts'
import type { KnowledgeEntry } from './answer-question.ts'

// What the support chat knows: the dashboard FAQ (the help feature's FaqList), the landing
// FAQ (the landing's FaqSection) and the support page's own topics, all texts the app already shows. Their ids
// are repeated here because features do not import each other; knowledge.test.ts checks that each one exists.
const dashboardFaq = ['firstCatalogue', 'design', 'activeCatalogues', 'promotions'] as const
const landingFaq = ['formats', 'skills', 'app', 'changes', 'languages'] as const
export const SUPPORT_TOPICS = ['uploadMenu', 'share', 'publicLink', 'images', 'prices', 'languages'] as const

/** One known text by its keys: what the chat keeps, so an answer follows a change of language. */
export type KnowledgeSource = {
  id: string
  questionKey: MessageKey
  answerKey: MessageKey
  keywordsKey?: MessageKey
}

/** Every source the chat answers from, the dashboard FAQ first: on equal scores the earlier one wins. */
export const KNOWLEDGE_SOURCES: readonly KnowledgeSource[] = [
  ...dashboardFaq.map((id) => ({
    id: `help.${id}`,
    questionKey: `help.faq.questions.${id}.question` as const,
    answerKey: `help.faq.questions.${id}.answer` as const,
  })),
  ...SUPPORT_TOPICS.map((id) => ({
    id: `support.${id}`,
    questionKey: `support.topics.${id}.question` as const,
    answerKey: `support.topics.${id}.answer` as const,
    keywordsKey: `support.topics.${id}.keywords` as const,
  })),
  ...landingFaq.map((id) => ({
    id: `landing.${id}`,
    questionKey: `landing.faq.items.${id}.question` as const,
    answerKey: `landing.faq.items.${id}.answer` as const,
  })),
]

/** The knowledge in the interface's language. */
export function buildKnowledge(t: TFunction): KnowledgeEntry[] {
  return KNOWLEDGE_SOURCES.map((source) => ({
    id: source.id,
    question: t(source.questionKey),
    answer: t(source.answerKey),
    keywords: source.keywordsKey ? t(source.keywordsKey) : undefined,
  }))
}

/** The source of an entry id, to show its texts again in the current language. */
export function findKnowledgeSource(id: string): KnowledgeSource | undefined {
  return KNOWLEDGE_SOURCES.find((source) => source.id === id)
}
