// The support chat's answers: no model, only the app's own help texts. A question is matched
// against them word by word; the bot answers with a text it has, or says it does not know. It never invents.

/** One thing the bot knows: a help text's question and answer, and other words that lead to it. */
export type KnowledgeEntry = { id: string; question: string; answer: string; keywords?: string }

export type ChatAnswer = { kind: 'match'; entry: KnowledgeEntry; score: number } | { kind: 'unknown' }

/** The share of a question's words an entry must cover (its own question counts fully, its answer half). */
export const MATCH_THRESHOLD = 0.5

// Words that say nothing about the topic, in both languages, written as `normalise` leaves them.
const STOP_WORDS = new Set(
  (
    'a al algo algun alguna como con cual cuales cuando de del donde el ella en es esta este esto hay la las ' +
    'le lo los mas me mi mis muy no o para pero por puedo puede que se si sin sobre su sus te tengo tiene tu ' +
    'tus un una uno unos y ya yo hola gracias quiero necesito hacer hago ' +
    'about an and any are as at be can could do does for from get have how i if in into is it me my of on ' +
    'or please should so the there this to what when where which who why will with would you your hello hi ' +
    'thanks want need'
  ).split(' '),
)

/** A word without its plural and its last vowel or infinitive ending: "catálogos" and "catalogo" meet. */
function stem(word: string): string {
  let stemmed = word
  if (stemmed.length > 4 && stemmed.endsWith('es')) stemmed = stemmed.slice(0, -2)
  else if (stemmed.length > 3 && stemmed.endsWith('s')) stemmed = stemmed.slice(0, -1)
  if (stemmed.length > 5 && /(ar|er|ir)$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
  else if (stemmed.length > 4 && /[aeo]$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  return stemmed
}

/** The meaningful words of a text: lower case, without accents or stop words, lightly stemmed. */
export function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem)
}

/** How much of the question an entry covers, from 0 to 1. */
function scoreEntry(words: ReadonlySet<string>, entry: KnowledgeEntry): number {
  const title = new Set(normalise(`${entry.question} ${entry.keywords ?? ''}`))
  const body = new Set(normalise(entry.answer))
  let covered = 0
  for (const word of words) {
    if (title.has(word)) covered += 1
    else if (body.has(word)) covered += 0.5
  }
  return covered / words.size
}

/**
 * The best entry for a question when it covers at least MATCH_THRESHOLD of the question's words; otherwise
 * `unknown`. Among equal scores the earlier entry wins, so the knowledge list's order is its priority.
 */
export function answerQuestion(question: string, knowledge: readonly KnowledgeEntry[]): ChatAnswer {
  const words = new Set(normalise(question))
  if (words.size === 0) return { kind: 'unknown' }
  let best: { entry: KnowledgeEntry; score: number } | undefined
  for (const entry of knowledge) {
    const score = scoreEntry(words, entry)
    if (!best || score > best.score) best = { entry, score }
  }
  return best && best.score >= MATCH_THRESHOLD ? { kind: 'match', ...best } : { kind: 'unknown' }
}
