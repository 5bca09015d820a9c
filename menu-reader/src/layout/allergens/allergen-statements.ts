// A dish's allergens where its text states them: a statement ("Contiene gluten y huevo", "Alérgenos: huevo,
// leche", "Contains: milk, nuts", "Puede contener trazas de frutos secos") or codes in brackets that the menu's
// legend explains ("(G, L)", "(1, 3, 7)"). What states allergens is taken out of the text; the rest stays.
import type { AllergenLegend } from './allergen-legend.ts'
import {
  type AllergenId,
  allergenAt,
  breakGluedList,
  CONTAINS_WORDS,
  LIST_WORDS,
  phraseLengthAt,
  type Token,
  TRACES_WORDS,
  tokenise,
} from './allergen-words.ts'

/** What a text states: the allergens it contains, those it may hold as traces, and the text without the statements. */
export type StatedAllergens = { text: string; contained: AllergenId[]; traces: AllergenId[] }

type Span = { start: number; end: number }

// A list after a statement's opening words: allergens (or the legend's codes) joined by commas and "y",
// "and"; it ends at a word of neither kind or at a full stop. Answers the allergens and the last word's end.
function readList(
  tokens: readonly Token[],
  from: number,
  printed: string,
  legend: AllergenLegend,
): { allergens: AllergenId[]; end: number } {
  const allergens: AllergenId[] = []
  let end = -1
  let at = from
  while (at < tokens.length) {
    const token = tokens[at] as Token
    const gap = at === from ? '' : printed.slice((tokens[at - 1] as Token).end, token.start)
    if (/[.;!?()]/.test(gap) || (/:/.test(gap) && at > from)) break
    const named = allergenAt(tokens, at)
    const coded = legend.get(token.text)
    if (named) {
      allergens.push(named.allergen)
      at += named.length
      end = (tokens[at - 1] as Token).end
    } else if (coded) {
      allergens.push(coded)
      at += 1
      end = token.end
    } else if (LIST_WORDS.has(token.text) && allergens.length > 0) {
      at += 1
    } else {
      // A list OCR ran together ("glutennutssesameandluin"): what of it reads, and there it ends.
      const glued = breakGluedList(token.text)
      if (!glued) break
      allergens.push(...glued.allergens)
      end = token.end
      at += 1
      if (!glued.isWhole) break
    }
  }
  return { allergens, end }
}

function readStatements(printed: string, legend: AllergenLegend) {
  const tokens = tokenise(printed)
  const spans: Span[] = []
  const contained: AllergenId[] = []
  const traces: AllergenId[] = []
  for (let at = 0; at < tokens.length; at++) {
    const tracesLength = phraseLengthAt(tokens, at, TRACES_WORDS)
    const opening = tracesLength || phraseLengthAt(tokens, at, CONTAINS_WORDS)
    if (opening === 0) continue
    const list = readList(tokens, at + opening, printed, legend)
    if (list.allergens.length === 0) continue
    ;(tracesLength > 0 ? traces : contained).push(...list.allergens)
    spans.push({ start: (tokens[at] as Token).start, end: list.end })
    at = tokens.findIndex((token) => token.start >= list.end) - 1
    if (at < 0) break
  }
  return { spans, contained, traces }
}

// "(G, L)", "(1,3,7)", "[1-4]": a group in brackets whose every code is the legend's.
function readCodeGroups(printed: string, legend: AllergenLegend) {
  const spans: Span[] = []
  const contained: AllergenId[] = []
  if (legend.size === 0) return { spans, contained }
  for (const group of printed.matchAll(/[([]([^()[\]]{1,40})[)\]]/gu)) {
    const codes = tokenise(group[1] ?? '')
    const allergens = codes.map((code) => legend.get(code.text))
    if (codes.length === 0 || allergens.some((allergen) => allergen === undefined)) continue
    contained.push(...(allergens as AllergenId[]))
    spans.push({ start: group.index, end: group.index + group[0].length })
  }
  return { spans, contained }
}

// A text with spans taken out, and what held them together: "Tortilla (G, L)" → "Tortilla", "con tomate.
// Contiene gluten." → "con tomate.", "(contiene huevo)" → "".
function cutSpans(printed: string, spans: readonly Span[]): string {
  let text = printed
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    const before = text
      .slice(0, span.start)
      .replace(/[^\S\n·•|–—-]*[·•|–—-]*[([]?[^\S\n]*$/u, (kept) =>
        kept.includes('(') || kept.includes('[') ? '' : kept.replace(/[·•|–—-]/gu, ''),
      )
    const after = text.slice(span.end).replace(/^[^\S\n]*[)\]]?[^\S\n]*[.,;:]?/u, ' ')
    // A statement wrapped over two lines leaves the line break it held, so the lines stay apart.
    text = `${before}${text.slice(span.start, span.end).includes('\n') ? '\n' : ''}${after}`
  }
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/\s+([.,;:])/g, '$1')
        .replace(/^[\s.,;:·•|–—-]+|[\s,;:·•|–—-]+$/gu, ''),
    )
    .join('\n')
}

/**
 * The allergens a text states, and the text without the statements. A statement's opening words say
 * whether the allergens are contained or traces; codes in brackets, read through the menu's legend, are
 * contained. "Contiene queso" states nothing: only the 14's own names (and their synonyms) are read.
 */
export function takeAllergens(printed: string, legend: AllergenLegend): StatedAllergens {
  const statements = readStatements(printed, legend)
  const groups = readCodeGroups(printed, legend)
  // "Contiene (G, L)": the group is the statement's list, cut once.
  const isApart = (group: Span) =>
    statements.spans.every((span) => group.end <= span.start || group.start >= span.end)
  const spans = [...statements.spans, ...groups.spans.filter(isApart)]
  return {
    text: spans.length === 0 ? printed : cutSpans(printed, spans),
    contained: [...statements.contained, ...groups.contained],
    traces: statements.traces,
  }
}
