// Words menus print, in Spanish and in English, written for this reader (not taken from any menu): the words
// that hold a menu together (con, de, with), section and column headings, sizes, dishes, ingredients, ways
// of cooking and drinks. Lower case, spelt in full (ñ, accents). The recogniser's slips are put right against
// it (`correct-words.ts`) and the letters it lacks given back (`restore-letters.ts`).

const SPANISH = `
  a al algo con contra de del desde e el en entre la las lo los o para por según sin sobre su sus u un una
  uno unos unas y nuestro nuestra nuestros nuestras casa cada solo sólo hasta más muy todo todos toda todas
  carta menú menus menús del día platos plato entrantes entrante primeros primero segundos segundo postres
  postre bebidas bebida vinos vino tapas tapa raciones ración media medias porción porciones picoteo para
  compartir ensaladas ensalada sopas sopa cremas crema carnes carne pescados pescado mariscos marisco
  arroces arroz pastas pasta pizzas pizza hamburguesas hamburguesa bocadillos bocadillo sándwich sándwiches
  desayunos desayuno almuerzo almuerzos comida comidas cena cenas merienda meriendas aperitivos aperitivo
  especialidades especialidad sugerencias sugerencia infantil niños guarniciones guarnición acompañamientos
  acompañamiento extras extra cafés café tés té infusiones infusión refrescos refresco cervezas cerveza
  cócteles cóctel licores licor copas copa botella botellas jarra jarras caña cañas tercio quinto doble
  precio precios euros euro pesos peso iva incluido incluida incluidos servicio suplemento pan cubierto
  unidad unidades ud uds kilo kilos gramos pieza piezas pequeña pequeño pequeñas pequeños mediana mediano
  grande grandes familiar entera entero individual chica chico vaso vasos taza tazas litro litros medio
  sal pimienta aceite oliva vinagre ajo ajos cebolla cebollas cebolleta tomate tomates pimiento pimientos
  patata patatas papa papas papas fritas zanahoria zanahorias lechuga rúcula espinacas espinaca acelgas
  calabacín calabacines berenjena berenjenas calabaza pepino pepinos apio puerro puerros col coliflor
  brócoli alcachofa alcachofas espárragos espárrago champiñones champiñón setas seta hongos boletus níscalos
  trufa maíz choclo judías judía verdes habas guisantes garbanzos lentejas alubias frijoles fríjoles
  porotos arvejas aguacate palta aceitunas aceituna alcaparras pepinillos rábanos remolacha jengibre
  perejil cilantro albahaca orégano romero tomillo laurel menta hierbabuena eneldo comino pimentón azafrán
  canela vainilla curry mostaza mayonesa alioli ali oli salsa salsas brava bravas picante picantes dulce
  dulces salado salada ahumado ahumada ahumados casero casera caseros caseras fresco fresca frescos frescas
  frito frita fritos fritas asado asada asados asadas plancha parrilla brasa horno hervido cocido cocida
  guisado guiso estofado estofada rebozado rebozada rebozados empanado empanada empanadas gratinado
  gratinada relleno rellena rellenos rellenas salteado salteada salteados confitado confitada marinado
  marinada adobado adobo escabeche crujiente crujientes tierno tierna templado templada caliente frío
  fría natural variado variada variados mixto mixta mixtos tostado tostada tostadas tostas tosta picado
  picada laminado braseado glaseado reducción vinagreta aderezo pollo pollos gallina pavo pato conejo
  cordero cabrito cerdo ibérico ibérica ibéricos ibéricas ternera vaca buey res lomo solomillo entrecot
  chuletón chuleta chuletas chuletillas costilla costillas secreto presa pluma carrillera carrilleras
  rabo toro oreja morro callos manitas hígado riñones mollejas albóndigas albóndiga hamburguesa chorizo
  morcilla salchicha salchichas salchichón longaniza butifarra lacón panceta bacon beicon tocino jamón
  jamones paleta cecina fuet embutidos embutido lomito milanesa milanesas churrasco bife vacío matambre
  entraña asado pechuga pechugas muslo muslos alitas alas carrillada cochinillo lechazo pescado merluza
  bacalao atún bonito salmón lubina dorada rodaballo rape lenguado sardinas sardina boquerones anchoas
  anchoa caballa trucha mero corvina emperador pez espada pulpo calamar calamares chipirones sepia
  chopitos puntillitas gambas gamba langostinos langostino cigalas bogavante langosta cangrejo centollo
  nécoras mejillones mejillón almejas almeja navajas berberechos zamburiñas vieiras ostras percebes
  camarones camarón quisquillas erizos huevas caviar surimi huevo huevos tortilla tortillas revuelto
  revueltos frita rotos estrellados queso quesos manchego cabra oveja vaca burrata mozzarella parmesano
  brie azul curado semicurado tierno fresco requesón nata leche mantequilla yogur yogures pan tostado
  picos regañás croquetas croqueta buñuelos buñuelo empanadillas paella paellas fideuá arroz negro caldoso
  meloso gazpacho salmorejo ajoblanco porra fabada cocido pisto migas pimientos padrón patatas bravas
  pulpo gallega calamares romana ensaladilla rusa huevos rotos pincho pinchos montadito montaditos
  ración cazuela cazuelita olla potaje crema puré caldo consomé sopa fideos macarrones espaguetis
  tallarines lasaña canelones ravioli raviolis ñoquis gnocchi risotto pizza focaccia carpaccio tartar
  tataki ceviche tiradito causa anticuchos lomo saltado ají gallina arepas arepa tacos taco burrito
  quesadilla nachos guacamole fajitas enchiladas chile sushi nigiri maki wok gyozas tempura noodles
  postres flan natillas arroz leche tarta tartas pastel bizcocho brownie helado helados sorbete sorbetes
  mousse coulant tiramisú profiteroles crepes crema catalana torrija torrijas churros chocolate cacao
  galleta galletas merengue dulce leche alfajor alfajores frutas fruta temporada manzana manzanas pera
  peras naranja naranjas limón limones lima fresa fresas frambuesa frambuesas arándanos mora moras cereza
  cerezas melocotón albaricoque ciruela uvas uva plátano plátanos piña coco mango maracuyá papaya melón
  sandía higos higo dátiles nueces nuez almendra almendras avellanas pistachos piñones cacahuetes miel
  azúcar mermelada membrillo agua mineral gas con sin zumo zumos jugo jugos naranja natural batido
  batidos limonada granizado horchata leche cortado solo americano capuchino descafeinado manzanilla poleo
  tinto tintos blanco blancos blanca rosado rosados espumoso espumosos cava champán champaña sidra
  vermut vermú sangría tinto verano clara caña tercio botellín reserva crianza joven roble gran
  denominación origen rioja ribera albariño verdejo godello tempranillo garnacha mencía malbec merlot
  syrah chardonnay moscato moscatel fino manzanilla jerez oloroso pacharán orujo ron ginebra vodka whisky
  tequila brandy coñac mojito margarita caipiriña gin tonic destilados cerveza tostada rubia negra
  artesana sin alcohol barril especiales vegano vegana veganos veganas vegetariano vegetariana
  vegetarianos sin gluten celíacos alérgenos apto aptos picante menú degustación opción opciones elección
  selección surtido surtida tabla tablas degustación combinado combinados combo bandeja fuente docena
  media docena mitad entera cuarto cuartos unidad peso kg gr ml cl cuchara cuchillo mesa terraza barra
  cocina chef horario abierto cerrado lunes martes miércoles jueves viernes sábado domingo festivos
  mañana tarde noche mediodía año años añejo añeja baño bañado bañada cabaña castaña castañas compañía
  jalapeño jalapeños montaña otoño leña sueño señor señora españa español española cumpleaños
  champiñón piñón riñón pequeñito mañanero ñoqui lácteos lácteo panadería pastelería repostería bollería
  cafetería mediterráneo mediterránea clásico clásica clásicos clásicas típico típica típicos típicas
  auténtico auténtica básico básica orgánico orgánica césar tártaro tártara también además sésamo
  cúrcuma rábano espárragos turrón tiburón corazón corazones chicharrón chicharrones melones salmones
  camarón lúcuma guaraná trío dúo plátano crème brûlée paté bebé maíz raíz atún añejos añejas bañados
  bañadas diseño españoles españolas lasañas limeño limeña niño niña niñas piñas riñoncitos sueños dueño
  dueña acompañado acompañada acompañados acompañadas pollería marisquería fríjol ajíes pingüino
`

const ENGLISH = `
  a an and the of with or in on at to for from by our your served serves each per all any choice
  menu starters starter mains main courses course sides side desserts dessert drinks drink wines wine
  beers beer cocktails cocktail spirits soft hot cold breakfast brunch lunch dinner specials special
  sharing share small plates plate snacks snack salads salad soups soup pasta pizzas pizza burgers
  burger sandwiches sandwich wraps wrap kids children extras extra sauces sauce dips price prices
  glass glasses bottle bottles carafe jug pint half large medium regular small single double portion
  portions slice slices piece pieces dozen cup pot bowl add supplement included service charge optional
  vegan vegetarian gluten free dairy contains nuts allergens allergy please ask chicken beef pork lamb
  duck turkey veal venison steak steaks sirloin ribeye fillet rump rib ribs loin belly shoulder shank
  mince meatballs sausage sausages bacon ham chorizo salami prosciutto pancetta pastrami brisket wings
  thighs breast fish salmon tuna cod haddock hake sea bass bream trout mackerel sardines anchovies
  prawns prawn shrimp shrimps scallops mussels clams oysters crab lobster squid calamari octopus
  seafood chips fries wedges mash mashed potato potatoes rice noodles bread toast sourdough focaccia
  ciabatta bun roll rolls wrap tortilla tortillas egg eggs omelette cheese cheddar mozzarella parmesan
  feta goat blue brie halloumi burrata ricotta cream butter milk yoghurt yogurt honey jam sugar salt
  pepper garlic onion onions shallots leek tomato tomatoes lettuce rocket spinach kale cabbage carrot
  carrots peas beans chickpeas lentils corn sweetcorn mushroom mushrooms pepper peppers chilli chili
  jalapeño jalapeños avocado cucumber celery beetroot asparagus broccoli cauliflower courgette zucchini
  aubergine eggplant pumpkin squash olives olive capers pickles pickled herbs basil parsley coriander
  cilantro mint rosemary thyme oregano dill chives ginger cumin paprika saffron cinnamon vanilla curry
  mustard mayonnaise mayo aioli ketchup vinaigrette dressing gravy pesto salsa relish chutney hummus
  guacamole tahini soy teriyaki sriracha bbq barbecue smoked grilled roasted roast fried baked braised
  poached steamed seared crispy crunchy spicy hot mild sweet sour sticky creamy fresh homemade house
  slow cooked marinated stuffed glazed toasted pulled charred tender seasonal local organic wild free
  range classic traditional original signature style with without topped served side choice of
  apple apples pear orange oranges lemon lemons lime strawberry strawberries raspberry raspberries
  blueberries cherry cherries peach mango pineapple banana coconut passion fruit fruits berries grapes
  melon watermelon fig figs dates almond almonds walnut walnuts hazelnut pistachio peanut peanuts
  chocolate caramel toffee fudge cake cakes cheesecake brownie pie tart crumble pudding sticky ice
  sorbet gelato mousse panna cotta tiramisu waffle waffles pancakes crepes cookie cookies biscuit
  scone scones muffin croissant pastry pastries custard meringue water still sparkling juice juices
  lemonade smoothie smoothies milkshake shakes coffee espresso americano latte cappuccino flat white
  mocha macchiato decaf tea teas herbal chai hot chocolate red white rosé rose prosecco champagne
  sparkling cider ale lager stout ipa draught draft bottled gin vodka rum whisky whiskey tequila brandy
  liqueur liqueurs mojito margarita negroni spritz martini sangria tonic soda cola lemonade non
  alcoholic mocktails mocktail today daily weekly chef kitchen open from until monday tuesday wednesday
  thursday friday saturday sunday lunchtime evening
`

const toWords = (list: string) => list.split(/\s+/).filter(Boolean)

/** The Spanish menu words, lower case. */
export const SPANISH_WORDS: ReadonlySet<string> = new Set(toWords(SPANISH))

/** The English menu words, lower case. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(toWords(ENGLISH))

/** Every menu word, lower case. */
export const MENU_WORDS: ReadonlySet<string> = new Set([...SPANISH_WORDS, ...ENGLISH_WORDS])
