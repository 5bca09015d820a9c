// English menus for generator 2: pubs, bistros and cafés of the UK, Ireland and the US.
import { type Course, type Lexicon, list } from './lexicon.ts'

const COURSES: readonly Course[] = [
  {
    id: 'small-plates',
    headings: ['Little Plates', 'To Start', 'Bar Snacks', 'First Bites', 'For the Table'],
    dishes:
      list(`Crispy squid | Black pudding Scotch egg | Smoked mackerel pâté | Baked camembert | Chicken liver parfait
      | Halloumi sticks | Whitebait | Salt and pepper prawns | Crackling and apple sauce | Beetroot hummus
      | Devilled kidneys | Ham hock terrine | Potted shrimp`),
    ingredients:
      list(`sourdough toast | pickled shallots | lemon mayo | chilli jam | sweet chilli | wild rocket | piccalilli
      | toasted seeds | warm flatbread | celeriac remoulade | brown butter | sriracha mayo`),
    kind: 'food',
    level: [0.4, 0.65],
    sizes: [
      ['Small', 'Sharing'],
      ['Half', 'Full'],
    ],
  },
  {
    id: 'salads',
    headings: ['Salads & Bowls', 'Bowls & Grains', 'Leaves'],
    dishes:
      list(`Chicory and blue cheese salad | Roasted squash salad | Superfood bowl | Niçoise salad | Tuna poke
      | Warm lentil salad | Heritage tomato salad | Duck and orange salad | Crab and fennel salad`),
    ingredients:
      list(`quinoa | pomegranate | toasted walnuts | soft-boiled egg | edamame | pickled ginger | feta
      | baby gem | sesame dressing | green beans | radish`),
    kind: 'food',
    level: [0.6, 0.85],
    sizes: [['Side', 'Main']],
  },
  {
    id: 'mains',
    headings: ['Big Plates', 'From the Kitchen', 'Mains of the Day', 'Plates'],
    dishes:
      list(`Beer-battered haddock | Steak and ale pie | Cumberland sausage and mash | Braised lamb shank | Chicken Kiev
      | Shepherd's pie | Sea bass fillet | Beef Wellington | Mushroom risotto | Pork chop with apple
      | Roast chicken supreme | Roast hake | Veggie Wellington | Chickpea curry`),
    ingredients:
      list(`mushy peas | tartare sauce | buttery mash | red wine jus | tenderstem broccoli | bone marrow gravy
      | seasonal greens | crushed new potatoes | pilau rice | parmesan crisp | onion gravy`),
    kind: 'food',
    level: [1, 1.3],
    sizes: [],
  },
  {
    id: 'grill',
    headings: ['Off the Grill', 'Steaks', 'Grill'],
    dishes:
      list(`Sirloin on the bone | Rib-eye steak | Flat iron steak | Surf and turf | Lamb cutlets | Sticky pork ribs
      | Chicken skewers | Gammon steak | T-bone steak`),
    ingredients: list(`peppercorn sauce | chunky chips | grilled tomato | herb butter | slaw | fried egg
      | pineapple | béarnaise | watercress`),
    kind: 'food',
    level: [1.2, 2],
    sizes: [
      ['8oz', '12oz'],
      ['Half', 'Full'],
    ],
  },
  {
    id: 'pizza',
    headings: ['Stone-baked', 'Sourdough Pizza', 'Wood-fired'],
    dishes:
      list(`Nduja and honey | Prosciutto and fig | Four seasons | Wild mushroom | Spicy salami | Garden veg
      | Smoked chicken and pesto | Margherita bianca | Pepperoni and chilli`),
    ingredients:
      list(`fior di latte | hot honey | San Marzano tomato | basil | truffle oil | pickled red onion | olives
      | jalapeños | ricotta`),
    kind: 'food',
    level: [0.8, 1],
    sizes: [
      ['10"', '14"'],
      ['Regular', 'Large'],
    ],
  },
  {
    id: 'burgers',
    headings: ['Burger Bar', 'Buns', 'Burgers & Dogs'],
    dishes:
      list(`Double smash | Bacon double | Chilli cheese burger | Buttermilk chicken burger | Plant burger
      | Lamb kofta burger | Stilton burger | Hot dog`),
    ingredients:
      list(`brioche bun | American cheese | dill pickles | burger sauce | streaky bacon | crispy onions
      | smoked chilli mayo | gem lettuce | skin-on fries`),
    kind: 'food',
    level: [0.8, 1],
    sizes: [['Single', 'Double']],
  },
  {
    id: 'sides',
    headings: ['Sides', 'On the Side', 'Extras'],
    dishes: list(`Triple-cooked chips | Onion rings | Creamed spinach | Garden peas | Cauliflower cheese
      | Sweet potato fries | House salad | Buttered greens | Cheesy garlic flatbread`),
    ingredients: list(`rosemary salt | mature cheddar | truffle | grana padano | chives`),
    kind: 'food',
    level: [0.25, 0.35],
    sizes: [['Small', 'Large']],
  },
  {
    id: 'puddings',
    headings: ['Puds', 'Afters', 'Sweet Things'],
    dishes: list(`Sticky date pudding | Summer pudding | Jam roly-poly | Lemon posset | Rhubarb crumble
      | Treacle tart | Chocolate fondant | Bakewell tart | Knickerbocker glory | Cheeseboard | Rice pudding`),
    ingredients:
      list(`clotted cream | crème anglaise | Cornish ice cream | ginger biscuit | butterscotch | berry compote
      | burnt honey | crackers and chutney`),
    kind: 'sweet',
    level: [0.4, 0.55],
    sizes: [],
  },
  {
    id: 'hot-drinks',
    headings: ['Hot Stuff', 'Coffee & Tea', 'Coffee Bar'],
    dishes: list(`Piccolo | Long black | Oat latte | Matcha latte | Assam tea | Rooibos tea | White mocha
      | Dirty chai | Iced americano | Golden latte | Babyccino`),
    ingredients: list(`oat milk | extra shot | cream on top | marshmallows | loose leaf`),
    kind: 'drink',
    level: [0.15, 0.25],
    sizes: [
      ['Regular', 'Large'],
      ['Small', 'Medium', 'Large'],
    ],
  },
  {
    id: 'wine',
    headings: ['Wine', 'Wines by the Glass', 'Red & White'],
    dishes:
      list(`Côtes du Rhône | Beaujolais | Zinfandel | Grenache | Gavi di Gavi | Picpoul de Pinet | Vinho Verde | Grüner Veltliner
      | English sparkling | Primitivo | Nero d'Avola`),
    ingredients: list(`Marlborough | Barossa Valley | Veneto | Stellenbosch | Mendoza | Côtes de Provence
      | dry and crisp | soft and fruity`),
    kind: 'drink',
    level: [0.35, 2.2],
    sizes: [
      ['Glass', 'Bottle'],
      ['125ml', '175ml', 'Bottle'],
      ['175ml', '250ml', 'Bottle'],
    ],
  },
  {
    id: 'beer',
    headings: ['Beers & Ciders', 'Draught', 'Beer'],
    dishes:
      list(`Golden ale | Oatmeal stout | Craft lager | Cloudy cider | Session IPA | Smoked porter | Hefeweizen
      | Low-alcohol IPA | Bitter`),
    ingredients: list(`4.2% | 5% | brewed in Cornwall | citrus hops | dry-hopped`),
    kind: 'drink',
    level: [0.3, 0.45],
    sizes: [['Half', 'Pint']],
  },
  {
    id: 'cocktails',
    headings: ['Cocktail List', 'Shaken & Stirred', 'Happy Hour'],
    dishes: list(`Passion fruit martini | Hugo spritz | Sazerac | Painkiller | Clover club | Whisky sour
      | Corpse reviver | Dark and stormy | French 75 | Tom Collins`),
    ingredients: list(
      `Polish vodka | coffee liqueur | bourbon | Angostura | London dry gin | fresh lime | fiery ginger beer | dark rum | English fizz`,
    ),
    kind: 'drink',
    level: [0.6, 0.8],
    sizes: [['Single', 'Jug']],
  },
  {
    id: 'brunch',
    headings: ['Brunch Club', 'All-day Breakfast', 'Mornings'],
    dishes: list(`Full Irish | Eggs Florentine | Baked eggs | Smashed avocado | Pancake stack | Bacon bap
      | Bircher muesli | Kedgeree | Corned beef hash | Veggie breakfast`),
    ingredients: list(`hollandaise | smoked salmon | maple syrup | black pudding | baked beans | poached eggs
      | toasted sourdough | berries`),
    kind: 'food',
    level: [0.5, 0.8],
    sizes: [],
  },
]

/** English menus. */
export const ENGLISH_LEXICON: Lexicon = {
  lang: 'en',
  courses: COURSES,
  menus: [
    ['small-plates', 'mains', 'grill', 'sides', 'puddings'],
    ['small-plates', 'salads', 'burgers', 'sides', 'beer', 'cocktails'],
    ['pizza', 'salads', 'sides', 'puddings', 'wine', 'beer'],
    ['brunch', 'hot-drinks', 'puddings', 'cocktails'],
    ['small-plates', 'mains', 'puddings', 'wine'],
    ['burgers', 'grill', 'sides', 'beer', 'hot-drinks'],
  ],
  restaurants:
    list(`The Fox & Anchor | Harbour Kitchen | The Crooked Spoon | Marlowe's Bistro | The Old Granary
    | Juniper & Oak | The Lantern Inn | Pearl Street Diner | Saltmarsh Café | The Red Lion | Brick Lane Canteen`),
  taglines:
    list(`Good food, good company | Since 1998 | Ask us about today's specials | Locally sourced, lovingly cooked
    | Proper pub grub | Kitchen open all day`),
  footers: list(`A discretionary 12.5% service charge will be added to your bill
    | Please tell our team about any allergies | 12 High Street, Kendal LA9 4HE | Open daily from 9am
    | Prices include VAT at 20% | Table service only | 221 Pearl Street, Brooklyn NY`),
  translations: {},
  tags: ['(V)', '(VG)', '(GF)'],
  tagLegend: '(V) vegetarian · (VG) vegan · (GF) gluten free',
  describe: (parts, variant) => {
    const [a = '', b = '', c = ''] = parts
    switch (variant % 5) {
      case 0:
        return `with ${a} and ${b}`
      case 1:
        return `${a}, ${b}, ${c}`
      case 2:
        return `${a}, ${b} and ${c}`
      case 3:
        return `served with ${a} and ${b}`
      default:
        return `${a} on ${b}`
    }
  },
}
