import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import { LANGUAGE_NAMES, type PageLanguage } from './public-menu.words.ts'

// What every diner's page under a menu's address wears above its content: the menu itself, the booking page
// and the order pages.

/**
 * Links to the page in each language (`hrefOf` writes each one's address), the current one marked; they
 * work without script. `label` names the bar for screen readers, in the page's language.
 */
export function languageBar(
  current: PageLanguage,
  label: string,
  hrefOf: (language: PageLanguage) => string,
): HtmlSafe {
  const links = (['es', 'en'] as const).map((language) => {
    const isCurrent = language === current
    return html`<a class="btn${isCurrent ? '' : ' o'}" href="${hrefOf(language)}" lang="${language}" hreflang="${language}"${
      isCurrent ? raw(' aria-current="true"') : ''
    }>${LANGUAGE_NAMES[language]}</a>`
  })
  return html`<nav class="bar top" aria-label="${label}">${links}</nav>`
}

/** The business's logo in the page's header, when it has one (decorative: its name is written beside it). */
export function logoImage(logo: string | null | undefined): HtmlSafe | string {
  return logo ? html`<img class="logo" src="${logo}" alt="" width="80" height="80">` : ''
}
