// What generator 2's day menus (family `day-menu`) are made of, per place: the titles a menú del día goes by,
// its courses' headings and dishes, what its price includes, how its price is printed, and the notes printed
// around it. Written for this family, apart from the other families' lexicons, generator 1's vocabulary and
// the real menus of ../shared/menu-corpus and real-corpus/.
import { list } from './lexicon.ts'

/** One course of a day menu: the headings a place prints over it and the dishes it offers. */
export type DayCourse = {
  headings: readonly string[]
  dishes: readonly string[]
  /** How many dishes a menu offers in this course, at least and at most. */
  choices: readonly [number, number]
  /** The mains: a dish now and then prints what it comes with under it ("con patatas fritas"). */
  isGarnished?: true
}

/** How a place writes a set menu's price, in its currency's units. */
export type DayPriceStyle = {
  currency: string
  /** What a set menu costs there, lowest and highest, and the step its prices are rounded to. */
  range: readonly [number, number]
  step: number
  write: (value: number) => string
}

export type DayRegion = {
  id: 'es' | 'mx' | 'co' | 'pe' | 'ar' | 'uk' | 'us'
  lang: 'es' | 'en'
  titles: readonly string[]
  /** Menus as courses in printed order; one is drawn per card. */
  plans: readonly (readonly DayCourse[])[]
  /** What the price may include: sets of things, each printed in one of `includeLines`' ways. */
  includes: readonly (readonly string[])[]
  /** Ways to print what is included, from its parts. */
  includeLines: readonly ((parts: readonly string[]) => string)[]
  /** Lines printed before the price ("Precio:", "Precio del menú"), '' for the price alone. */
  priceLabels: readonly string[]
  /** Two prices instead of one: the whole menu's label and the smaller one's, with its share of the price. */
  halves: readonly { whole: string; half: string; share: number }[]
  prices: readonly DayPriceStyle[]
  /** Lines printed with the menu that are no dish and no price: days, hours, tax. */
  notes: readonly string[]
  /** Descriptions a dish may print under its name ("con patatas fritas"). */
  garnishes: readonly string[]
  /**
   * How a main that costs more prints its supplement after its name, `{p}` for the amount ("(supl. {p})");
   * none where such menus print none.
   */
  supplements: readonly string[]
}

const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.')
const cents = (value: number, mark: '.' | ',') => value.toFixed(2).replace('.', mark)

/** "pan, bebida y postre": parts joined as a sentence in the language. */
export function joinParts(parts: readonly string[], lang: 'es' | 'en'): string {
  const last = parts.at(-1) ?? ''
  if (parts.length < 2) return last
  return `${parts.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${last}`
}

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

const SPANISH_INCLUDE_LINES: DayRegion['includeLines'] = [
  (parts) => `Incluye ${joinParts(parts, 'es')}`,
  (parts) => `${capital(joinParts(parts, 'es'))} incluidos`,
  (parts) => `El menú incluye ${joinParts(parts, 'es')}`,
  (parts) => `Incluye: ${parts.join(' · ')}`,
]

const SPAIN: DayRegion = {
  id: 'es',
  lang: 'es',
  titles: ['Menú del día', 'Menú de mediodía', 'Menú diario', 'Nuestro menú del día'],
  plans: [
    [
      {
        headings: ['Primeros', 'Primer plato', 'Primeros platos', 'De primero'],
        dishes:
          list(`Lentejas estofadas | Sopa de cocido | Ensalada mixta | Macarrones con chorizo | Gazpacho andaluz
          | Crema de calabacín | Judías verdes con jamón | Garbanzos con espinacas | Ensaladilla de la casa
          | Espaguetis a la boloñesa | Menestra de verduras | Pisto con huevo | Alubias con almejas
          | Sopa castellana | Revuelto de setas | Arroz a la cubana | Patatas a la riojana | Porrusalda`),
        choices: [3, 5],
      },
      {
        headings: ['Segundos', 'Segundo plato', 'Segundos platos', 'De segundo'],
        dishes:
          list(`Filete de ternera | Merluza a la romana | Pollo asado al limón | Lomo adobado | Albóndigas en salsa
          | Chuletas de cordero | Calamares a la andaluza | Estofado de ternera | Dorada a la espalda
          | Secreto ibérico | Pechuga empanada | Lenguado a la plancha | Carrillada al vino tinto
          | Huevos fritos con patatas | Conejo al ajillo | Trucha a la navarra | Sepia con alioli | Codillo asado`),
        choices: [3, 5],
        isGarnished: true,
      },
      {
        headings: ['Postres', 'Postre', 'Postre o café', 'Postre casero'],
        dishes:
          list(`Flan casero | Natillas | Arroz con leche | Fruta del tiempo | Tarta de queso | Yogur natural
          | Cuajada con miel | Mousse de chocolate | Tarta de almendra | Helado de turrón | Melocotón en almíbar`),
        choices: [2, 4],
      },
    ],
    [
      {
        headings: ['Entrantes', 'Para empezar', 'Entrante'],
        dishes:
          list(`Ensalada de la huerta | Crema de puerros | Pimientos asados con ventresca | Croquetas caseras
          | Sopa de pescado | Tomate aliñado | Migas del pastor | Empedrado de bacalao`),
        choices: [2, 4],
      },
      {
        headings: ['Principales', 'Plato principal', 'Segundos'],
        dishes:
          list(`Bacalao con tomate | Pollo en pepitoria | Cinta de lomo con pimientos | Caldereta de cordero
          | Emperador a la plancha | Rabo de toro guisado | Fideuá de la casa | Bonito encebollado`),
        choices: [2, 4],
        isGarnished: true,
      },
    ],
  ],
  includes: [
    ['pan', 'bebida', 'postre o café'],
    ['pan', 'bebida'],
    ['pan', 'bebida', 'postre'],
    ['pan', 'agua o vino', 'café'],
    ['bebida', 'café'],
  ],
  includeLines: SPANISH_INCLUDE_LINES,
  priceLabels: ['Precio:', 'Precio del menú', 'Precio por persona', ''],
  halves: [
    { whole: 'Menú completo', half: 'Medio menú', share: 0.65 },
    { whole: 'Menú', half: 'Medio menú', share: 0.7 },
    { whole: 'Menú completo', half: 'Plato único', share: 0.6 },
  ],
  prices: [
    { currency: 'EUR', range: [11, 17], step: 0.5, write: (v) => `${cents(v, ',')} €` },
    { currency: 'EUR', range: [11, 17], step: 1, write: (v) => `${v} €` },
    { currency: 'EUR', range: [11, 17], step: 0.5, write: (v) => `${cents(v, ',')}€` },
    { currency: 'EUR', range: [11, 17], step: 0.1, write: (v) => cents(v, ',') },
  ],
  notes: [
    'De lunes a viernes',
    'Solo mediodía',
    'IVA incluido',
    'De 13:00 a 16:00',
    'Consulte nuestra carta',
  ],
  supplements: ['(supl. {p})', '(+{p})', 'supl. {p}'],
  garnishes: list(`con patatas fritas | con ensalada | con pimientos de Padrón | con verduras salteadas
    | con puré de patata | con arroz blanco | con patatas panaderas`),
}

const MEXICO: DayRegion = {
  id: 'mx',
  lang: 'es',
  titles: ['Comida corrida', 'Comida del día', 'Menú del día'],
  plans: [
    [
      {
        headings: ['Sopa', 'Sopas', 'Primer tiempo', 'Entrada'],
        dishes: list(`Sopa de fideo | Crema de elote | Consomé de pollo | Sopa de tortilla | Caldo de verduras
          | Crema de champiñones | Sopa de lentejas | Frijoles charros | Crema de chile poblano`),
        choices: [2, 3],
      },
      {
        headings: ['Segundo tiempo', 'Arroz o pasta', 'Guarnición'],
        dishes: list(
          `Arroz rojo | Arroz blanco con plátano | Espagueti a la crema | Arroz verde | Ensalada de nopales`,
        ),
        choices: [2, 3],
      },
      {
        headings: ['Plato fuerte', 'Guisados', 'Tercer tiempo', 'Platos fuertes'],
        dishes:
          list(`Tinga de pollo | Chile relleno | Mole con pollo | Bistec a la mexicana | Chicharrón en salsa verde
          | Albóndigas al chipotle | Pollo en pipián | Milanesa de res | Costillas en salsa roja
          | Enchiladas verdes | Picadillo casero | Tortitas de papa`),
        choices: [3, 5],
        isGarnished: true,
      },
      {
        headings: ['Postre', 'Postres'],
        dishes: list(
          `Gelatina de mosaico | Arroz con leche | Flan napolitano | Dulce de calabaza | Ate con queso`,
        ),
        choices: [1, 3],
      },
    ],
  ],
  includes: [['agua del día', 'tortillas'], ['agua fresca', 'postre'], ['agua de sabor']],
  includeLines: SPANISH_INCLUDE_LINES,
  priceLabels: ['Precio:', 'Precio por persona', ''],
  halves: [],
  prices: [
    { currency: 'MXN', range: [85, 160], step: 5, write: (v) => `$${v}` },
    { currency: 'MXN', range: [85, 160], step: 5, write: (v) => `$${v}.00` },
    { currency: 'MXN', range: [85, 160], step: 10, write: (v) => `MXN ${v}` },
  ],
  notes: ['De lunes a sábado', 'De 13:00 a 17:00 hrs', 'Servicio a domicilio'],
  supplements: [],
  garnishes: list(`con frijoles | con arroz | con ensalada fresca | con papas`),
}

const COLOMBIA: DayRegion = {
  id: 'co',
  lang: 'es',
  titles: ['Almuerzo del día', 'Almuerzo ejecutivo', 'Corrientazo', 'Almuerzos'],
  plans: [
    [
      {
        headings: ['Sopa', 'Sopa del día', 'Sopas'],
        dishes: list(`Sopa de arroz | Sancocho de gallina | Crema de ahuyama | Sopa de pasta | Sopa de plátano
          | Mondongo | Caldo de costilla | Sopa de verduras`),
        choices: [1, 2],
      },
      {
        headings: ['Principio', 'Principios'],
        dishes: list(`Frijoles rojos | Lentejas guisadas | Garbanzos | Arvejas con zanahoria | Pasta en salsa
          | Papa criolla guisada | Verduras salteadas`),
        choices: [2, 3],
      },
      {
        headings: ['Proteína', 'Seco', 'Carnes', 'Plato fuerte'],
        dishes: list(`Carne asada | Pechuga a la plancha | Cerdo frito | Mojarra frita | Hígado encebollado
          | Carne en bistec | Pollo sudado | Chuleta valluna | Sobrebarriga en salsa | Albóndigas de res`),
        choices: [3, 5],
        isGarnished: true,
      },
    ],
  ],
  includes: [
    ['arroz', 'ensalada', 'maduro', 'jugo natural'],
    ['arroz', 'ensalada', 'jugo del día'],
    ['jugo natural', 'postre'],
  ],
  includeLines: [...SPANISH_INCLUDE_LINES, (parts) => `Con ${joinParts(parts, 'es')}`],
  priceLabels: ['Valor:', 'Precio', ''],
  halves: [],
  prices: [
    { currency: 'COP', range: [12000, 22000], step: 1000, write: (v) => `$${grouped(v)}` },
    { currency: 'COP', range: [12000, 22000], step: 500, write: (v) => `$ ${grouped(v)}` },
    { currency: 'COP', range: [12000, 22000], step: 1000, write: grouped },
  ],
  notes: ['Lunes a sábado', 'Domicilios 310 555 0199', 'De 12 m. a 3 p. m.'],
  supplements: [],
  garnishes: list(`con arroz y ensalada | con papa salada | con tajadas de maduro | con yuca frita`),
}

const PERU: DayRegion = {
  id: 'pe',
  lang: 'es',
  titles: ['Menú del día', 'Menú ejecutivo', 'Menú de hoy'],
  plans: [
    [
      {
        headings: ['Entradas', 'Entrada'],
        dishes:
          list(`Papa rellena | Tequeños de queso | Ocopa arequipeña | Solterito de queso | Crema de zapallo
          | Caldo de gallina | Huevo a la rusa | Wantán frito | Chupe de quinua`),
        choices: [2, 4],
      },
      {
        headings: ['Segundos', 'Fondos', 'Platos de fondo'],
        dishes:
          list(`Ají de gallina | Lomo saltado | Arroz con pollo | Seco de res con frejoles | Tallarines verdes
          | Estofado de pollo | Carapulcra con sopa seca | Pescado a lo macho | Olluquito con charqui
          | Pollo al horno | Adobo de cerdo | Tacu tacu con bistec`),
        choices: [3, 5],
        isGarnished: true,
      },
      {
        headings: ['Postre', 'Postres'],
        dishes: list(`Mazamorra morada | Arroz zambito | Gelatina | Flan de vainilla | Suspiro limeño`),
        choices: [1, 2],
      },
    ],
  ],
  includes: [['refresco del día'], ['chicha morada', 'postre'], ['refresco']],
  includeLines: SPANISH_INCLUDE_LINES,
  priceLabels: ['Precio:', ''],
  halves: [],
  prices: [
    { currency: 'PEN', range: [10, 22], step: 0.5, write: (v) => `S/ ${cents(v, '.')}` },
    { currency: 'PEN', range: [10, 22], step: 1, write: (v) => `S/ ${v}` },
  ],
  notes: ['Lunes a sábado de 12 a 4 pm', 'Pregunte por nuestros platos a la carta'],
  supplements: [],
  garnishes: list(`con arroz blanco | con yuca sancochada | con papas doradas | con sarsa criolla`),
}

const RIVER_PLATE: DayRegion = {
  id: 'ar',
  lang: 'es',
  titles: ['Menú ejecutivo', 'Menú del día', 'Menú de mediodía'],
  plans: [
    [
      {
        headings: ['Entrada', 'Entradas'],
        dishes: list(`Empanada de carne | Ensalada mixta | Provoleta | Tarta de verdura | Sopa de calabaza
          | Buñuelos de acelga | Matambre con rusa`),
        choices: [2, 3],
      },
      {
        headings: ['Plato principal', 'Principal', 'Principales'],
        dishes: list(`Milanesa con puré | Bife de chorizo con papas fritas | Ñoquis con tuco | Pollo grillé
          | Sorrentinos de jamón y queso | Pastel de papas | Matambre a la pizza | Vacío con papas
          | Ravioles con fileto | Merluza con ensalada`),
        choices: [3, 5],
        isGarnished: true,
      },
      {
        headings: ['Postre', 'Postre o café'],
        dishes:
          list(`Flan con dulce de leche | Budín de pan | Ensalada de frutas | Panqueque con dulce de leche
          | Helado de crema`),
        choices: [2, 3],
      },
    ],
  ],
  includes: [['bebida sin alcohol', 'café'], ['bebida', 'postre o café'], ['agua o gaseosa']],
  includeLines: SPANISH_INCLUDE_LINES,
  priceLabels: ['Precio:', 'Valor', ''],
  halves: [],
  prices: [
    { currency: 'ARS', range: [6500, 14000], step: 500, write: (v) => `$ ${grouped(v)}` },
    { currency: 'ARS', range: [6500, 14000], step: 100, write: (v) => `$${grouped(v)}` },
  ],
  notes: ['Mediodía de lunes a viernes', 'Consultá por opciones sin TACC'],
  supplements: ['(+{p})'],
  garnishes: list(`con papas fritas | con puré | con ensalada | con arroz`),
}

const ENGLISH_INCLUDE_LINES: DayRegion['includeLines'] = [
  (parts) => `Includes ${joinParts(parts, 'en')}`,
  (parts) => `Price includes ${joinParts(parts, 'en')}`,
  (parts) => `${capital(joinParts(parts, 'en'))} included`,
]

const BRITAIN: DayRegion = {
  id: 'uk',
  lang: 'en',
  titles: ['Set Lunch Menu', 'Set Menu', 'Lunch Menu', 'Set Lunch'],
  plans: [
    [
      {
        headings: ['Starters', 'To Start', 'Starter'],
        dishes: list(`Leek and potato soup | Chicken liver parfait | Prawn cocktail | Smoked mackerel salad
          | Goat's cheese tart | Ham hock terrine | Beetroot and feta salad | Garlic mushrooms on toast`),
        choices: [2, 4],
      },
      {
        headings: ['Mains', 'Main Course', 'Main'],
        dishes: list(`Beer-battered haddock | Roast chicken breast | Sausage and mash | Steak and ale pie
          | Wild mushroom risotto | Pan-fried sea bass | Lamb shoulder hotpot | Chickpea and spinach curry`),
        choices: [3, 4],
        isGarnished: true,
      },
      {
        headings: ['Desserts', 'Pudding', 'Dessert', 'To Finish'],
        dishes: list(`Sticky toffee pudding | Apple crumble | Lemon posset | Chocolate brownie | Eton mess
          | Bread and butter pudding | Vanilla ice cream`),
        choices: [2, 3],
      },
    ],
  ],
  includes: [['tea or coffee'], ['a glass of house wine'], ['bread and butter', 'a soft drink']],
  includeLines: ENGLISH_INCLUDE_LINES,
  priceLabels: [''],
  halves: [
    { whole: '3 courses', half: '2 courses', share: 0.8 },
    { whole: 'Three courses', half: 'Two courses', share: 0.8 },
  ],
  prices: [
    { currency: 'GBP', range: [15, 26], step: 0.5, write: (v) => `£${cents(v, '.')}` },
    { currency: 'GBP', range: [15, 26], step: 1, write: (v) => `£${v}` },
  ],
  notes: ['Monday to Friday, 12 to 3pm', 'Please tell us about any allergies'],
  supplements: ['(+{p})', '({p} supplement)'],
  garnishes: list(`with buttered greens | with chips and peas | with mashed potato | with custard`),
}

const UNITED_STATES: DayRegion = {
  id: 'us',
  lang: 'en',
  titles: ['Prix Fixe Lunch', 'Lunch Special', 'Set Lunch Menu'],
  plans: [
    [
      {
        headings: ['First Course', 'Appetizers', 'Soup or Salad'],
        dishes: list(
          `Tomato bisque | Caesar salad | Clam chowder | Wedge salad | Roasted squash soup | Kale and apple salad`,
        ),
        choices: [2, 3],
      },
      {
        headings: ['Second Course', 'Entrées', 'Main Course'],
        dishes:
          list(`Grilled salmon | Half roast chicken | Braised short rib | Shrimp and grits | Eggplant parmesan
          | Steak frites | Fish tacos`),
        choices: [3, 4],
        isGarnished: true,
      },
      {
        headings: ['Dessert', 'Desserts'],
        dishes: list(`Key lime pie | New York cheesecake | Pecan pie | Chocolate layer cake | Peach cobbler`),
        choices: [2, 3],
      },
    ],
  ],
  includes: [['a soft drink'], ['coffee or iced tea']],
  includeLines: ENGLISH_INCLUDE_LINES,
  priceLabels: ['', 'Per person'],
  halves: [],
  prices: [
    { currency: 'USD', range: [18, 32], step: 1, write: (v) => `$${v}` },
    { currency: 'USD', range: [18, 32], step: 0.05, write: (v) => `$${cents(v, '.')}` },
  ],
  notes: ['Served Monday to Friday, 11am to 3pm', 'Tax and gratuity not included'],
  supplements: ['+{p}'],
  garnishes: list(`with seasonal vegetables | with fries | with mashed potatoes`),
}

/** Every place a day menu is drawn for, with how often (weights). */
export const DAY_REGIONS: readonly { region: DayRegion; weight: number }[] = [
  { region: SPAIN, weight: 4 },
  { region: MEXICO, weight: 2 },
  { region: COLOMBIA, weight: 2 },
  { region: PERU, weight: 1.5 },
  { region: RIVER_PLATE, weight: 1.5 },
  { region: BRITAIN, weight: 2 },
  { region: UNITED_STATES, weight: 1 },
]
