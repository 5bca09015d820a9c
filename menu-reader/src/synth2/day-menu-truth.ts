// The truth file of a day menu (../shared/menu-corpus/README.md format, extended for set menus): the day menu
// is one item, its name the menu's title and its price the menu's (every printed price with its label when it
// prints two), with its courses (headings as printed, without the colon some cards print after them) and
// what its price includes. It stands in a section of its own named as its title; a carta's priced sections
// stand beside it in reading order.
import type { TruthMenu } from '../eval/corpus.ts'
import type { DayMenuCard } from './day-menu-card.ts'

type TruthSection = TruthMenu['sections'][number]

function setMenuSection(card: DayMenuCard): TruthSection {
  const [first] = card.prices
  return {
    name: card.title,
    items: [
      {
        name: card.title,
        price: first?.price ?? '',
        ...(card.prices.length > 1
          ? { prices: card.prices.map(({ label, price }) => ({ label, price })) }
          : {}),
        description: '',
        courses: card.courses.map((course) => ({
          name: course.heading,
          // A supplement ("(supl. 3 €)") is what the dish says of itself: its description, without brackets.
          choices: course.choices.map(({ name, description, supplement }) => ({
            name,
            description: supplement ? supplement.replace(/^\((.*)\)$/, '$1') : description,
          })),
        })),
        includes: [...card.includes],
      },
    ],
  }
}

function describeCard(card: DayMenuCard): string {
  const { look } = card
  return [
    `Synthetic day menu (generator 2), family day-menu, region ${card.region}, style ${look.style}, seed ${card.seed}`,
    `price ${card.pricePlace}${card.prices.length > 1 ? ', two prices' : ''}`,
    `${card.courses.length} courses${card.includesLine ? ', includes printed' : ''}`,
    ...(card.carta.length > 0 ? [`carta of ${card.carta.length} sections ${look.cartaPlace}`] : []),
    `faces ${look.faces.title}/${look.faces.heading}/${look.faces.name}, palette ${look.palette.id}`,
    'the set menu is one item named by its title, in a section of that name; notes, hours and tax lines are no items',
  ].join('; ')
}

/** What the day menu's page prints, as a truth file. */
export function dayMenuTruth(card: DayMenuCard): TruthMenu {
  const carta: TruthSection[] = card.carta.map((section) => ({
    name: section.heading,
    items: section.dishes.map(({ name, price, description }) => ({ name, price, description })),
  }))
  const setMenu = setMenuSection(card)
  return {
    restaurantName: card.restaurant,
    lang: card.lang,
    currency: card.currency,
    sections: card.look.cartaPlace === 'left' ? [...carta, setMenu] : [setMenu, ...carta],
    notes: describeCard(card),
  }
}
