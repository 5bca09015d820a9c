// Spanish menus for generator 2: bars and restaurants of Spain, Mexico, Peru and the River Plate.
import { type Course, type Lexicon, list } from './lexicon.ts'

const COURSES: readonly Course[] = [
  {
    id: 'picoteo',
    headings: ['Para abrir boca', 'Al centro', 'Para empezar', 'Picoteo', 'Raciones'],
    dishes:
      list(`Buñuelos de bacalao | Mejillones al vapor | Berenjenas con miel de caña | Huevos rotos con chistorra
      | Alcachofas confitadas | Zamburiñas a la plancha | Setas de temporada | Queso de cabra gratinado
      | Jamón ibérico de bellota | Morcilla de Burgos | Torreznos de Soria | Chopitos fritos | Navajas a la brasa
      | Pimientos del piquillo rellenos | Tosta de sardina ahumada | Mojama con almendras | Oreja a la plancha`),
    ingredients:
      list(`alioli suave | pimentón de la Vera | aceite de oliva virgen | sal en escamas | cebolla pochada
      | mermelada de tomate | ajo y perejil | ralladura de limón | pan de cristal | tomate rallado | piñones tostados | miel de romero`),
    kind: 'food',
    level: [0.45, 0.8],
    sizes: [
      ['1/2 ración', 'Ración'],
      ['Tapa', 'Ración'],
      ['Tapa', '1/2 ración', 'Ración'],
    ],
  },
  {
    id: 'andino',
    headings: ['Entradas frías', 'Del Pacífico', 'Cebichería', 'Entradas del chef'],
    dishes:
      list(`Ceviche de corvina | Causa de pulpo | Papa a la huancaína | Anticuchos de corazón | Tiradito nikkei
      | Leche de tigre | Choritos a la chalaca | Sudado de pescado | Conchitas a la parmesana | Jalea mixta
      | Chicharrón de pota | Rocoto relleno`),
    ingredients:
      list(`ají amarillo | camote glaseado | choclo desgranado | cebolla roja en juliana | cancha serrana | culantro
      | limón de pica | rocoto | palta | leche de tigre | yuquitas doradas | sarza criolla`),
    kind: 'food',
    level: [0.55, 1],
    sizes: [['Personal', 'Para compartir']],
  },
  {
    id: 'ensaladas',
    headings: ['Ensaladas de autor', 'Verdes y frescos', 'Del huerto', 'Ensaladas de la casa'],
    dishes:
      list(`Ensalada de tomate rosa y ventresca | Ensalada de perdiz escabechada | Ensalada de pera y nueces
      | Ensalada templada de setas | Ensalada de garbanzos | Ensalada de remolacha asada
      | Ensalada de rúcula y parmesano | Ensalada de salmón marinado | Ensalada de pollo de corral
      | Remojón de naranja y bacalao | Cogollos con anchoas | Ensalada de mango y langostinos`),
    ingredients:
      list(`brotes tiernos | vinagreta de mostaza antigua | queso feta | granada | nueces caramelizadas
      | cebolleta | aceitunas negras | tomate cherry | germinados | vinagre de Jerez | pipas de calabaza | palta cremosa`),
    kind: 'food',
    level: [0.6, 0.9],
    sizes: [['Media', 'Entera']],
  },
  {
    id: 'arroces',
    headings: ['Arroces de la casa', 'Arroz y fideo', 'Nuestros arroces'],
    dishes:
      list(`Arroz negro con alioli | Arroz a la marinera | Arroz meloso de bogavante | Fideuá de sepia y gambas
      | Arroz del senyoret | Paella de la huerta murciana | Arroz con costra | Arroz de verduras de temporada
      | Arroz caldoso de rape | Arroz con pato y setas`),
    ingredients:
      list(`fumet de roca | sepia | gamba roja | garrofó | conejo de monte | azafrán | ñora | alcachofa
      | costilla de cerdo | judía verde | caldo de ave | pimiento morrón asado`),
    kind: 'food',
    level: [0.9, 1.3],
    sizes: [],
  },
  {
    id: 'pastas',
    headings: ['Pasta artesana', 'Pasta fresca', 'De la trattoria'],
    dishes:
      list(`Tallarines al pesto de albahaca | Ravioli de calabaza | Lasaña de berenjena | Espaguetis al nero di seppia
      | Ñoquis con salsa de gorgonzola | Canelones de carne asada | Macarrones gratinados
      | Pappardelle con ragú de jabalí | Tortellini de ricotta y espinaca`),
    ingredients:
      list(`salvia y mantequilla | parmesano curado | tomate San Marzano | guanciale | yema de corral
      | pimienta negra | nuez moscada | bechamel ligera | albahaca fresca | trufa negra`),
    kind: 'food',
    level: [0.75, 1],
    sizes: [],
  },
  {
    id: 'carnes',
    headings: ['Carnes a la leña', 'De la brasa', 'Del carbón', 'Carnes de pastoreo'],
    dishes:
      list(`Entrecot de ternera gallega | Presa ibérica a la brasa | Cochinillo segoviano | Carrillera al vino tinto
      | Chuletillas de cordero | Solomillo al Pedro Ximénez | Rabo de toro estofado | Pollo de corral al ajillo
      | Ojo de bife | Seco de cordero | Cabrito al horno | Picaña a la parrilla | Codillo asado`),
    ingredients:
      list(`patatas panaderas | pimientos de cristal | chimichurri casero | puré trufado | verduras de la huerta
      | salsa de setas | cebolla confitada | patatas fritas caseras | reducción de Oporto | lechugas del día`),
    kind: 'food',
    level: [1, 1.6],
    sizes: [],
  },
  {
    id: 'pescados',
    headings: ['Pescados del día', 'Del Cantábrico', 'De la lonja'],
    dishes:
      list(`Merluza a la vasca | Bacalao en tempura | Lubina a la sal | Rodaballo a la brasa | Dorada a la espalda
      | Atún rojo en tataki | Sepia a la plancha | Pulpo a la brasa | Salmón con costra de pistacho
      | Rape en salsa verde | Corvina al horno | Chipirones en su tinta`),
    ingredients:
      list(`almejas | espárragos trigueros | refrito de ajos | patata cocida | pisto manchego | sésamo
      | salsa de cítricos | cachelos | arroz jazmín | emulsión de perejil`),
    kind: 'food',
    level: [1, 1.5],
    sizes: [],
  },
  {
    id: 'pizzas',
    headings: ['Pizzas napolitanas', 'Del horno de leña', 'Pizzas de masa madre'],
    dishes: list(`Pizza cinco quesos | Pizza de jamón y rúcula | Pizza diavola | Pizza de setas y trufa
      | Pizza de anchoas y alcaparras | Pizza de sobrasada y miel | Pizza de atún y cebolla | Pizza de burrata | Pizza carbonara
      | Calzone relleno`),
    ingredients:
      list(`mozzarella fior di latte | salami picante | tomate triturado | orégano | huevo | gorgonzola
      | alcachofa | aceitunas de Kalamata | cebolla roja | rúcula salvaje`),
    kind: 'food',
    level: [0.7, 1],
    sizes: [
      ['Individual', 'Para compartir'],
      ['Chica', 'Grande'],
    ],
  },
  {
    id: 'antojitos',
    headings: ['Tacos y antojitos', 'Antojitos', 'De la taquería'],
    dishes:
      list(`Tacos al pastor | Tacos de cochinita pibil | Tacos de suadero | Enchiladas verdes | Tostadas de tinga
      | Chilaquiles rojos | Flautas de pollo | Tamales oaxaqueños | Gringas de arrachera | Sopes de chorizo
      | Quesadillas de flor de calabaza | Elote asado`),
    ingredients:
      list(`tortilla de maíz | piña asada | cebolla y cilantro | salsa de molcajete | frijoles refritos
      | queso Oaxaca | crema ácida | chile de árbol | aguacate tatemado | pico de gallo`),
    kind: 'food',
    level: [0.35, 0.7],
    sizes: [
      ['Orden', 'Media orden'],
      ['3 piezas', '5 piezas'],
    ],
  },
  {
    id: 'postres',
    headings: ['Postres de la casa', 'Dulces de la abuela', 'Para acabar', 'El último capricho'],
    dishes:
      list(`Tarta de queso al horno | Torrija de brioche | Arroz con leche requemado | Crema quemada de naranja | Coulant de chocolate
      | Flan de huevo | Sorbete de limón | Leche frita | Pastel de tres leches | Alfajor de chocolate | Mazamorra morada
      | Natillas caseras | Tarta de Santiago`),
    ingredients:
      list(`helado de turrón | canela en rama | frambuesas | cajeta | nata fresca | crumble de galleta
      | caramelo salado | almendra | merengue | piel de naranja`),
    kind: 'sweet',
    level: [0.35, 0.55],
    sizes: [],
  },
  {
    id: 'cafes',
    headings: ['Cafés y tés', 'De la cafetera', 'Calientes'],
    dishes:
      list(`Café expreso | Cortado | Sombra | Café del tiempo | Café vienés | Té matcha | Manzanilla | Poleo menta
      | Chocolate a la taza | Café bombón | Café de olla`),
    ingredients: list(`leche de avena | canela molida | leche condensada | nata | cacao puro | piloncillo`),
    kind: 'drink',
    level: [0.1, 0.2],
    sizes: [
      ['Pequeño', 'Grande'],
      ['Taza', 'Jarra'],
    ],
  },
  {
    id: 'tintos',
    headings: ['Vinos tintos', 'Tintos', 'Nuestra bodega'],
    dishes:
      list(`Rioja reserva 2017 | Ribera del Duero crianza | Priorat | Toro joven | Malbec de Mendoza | Carménère
      | Tempranillo de la casa | Garnacha de Aragón | Mencía del Bierzo | Tannat uruguayo`),
    ingredients:
      list(`D.O.Ca. Rioja | D.O. Ribera del Duero | 12 meses en barrica | uva tempranillo | Valle de Uco
      | Bierzo | Canelones | Montsant`),
    kind: 'drink',
    level: [0.25, 2.2],
    sizes: [
      ['Copa', 'Botella'],
      ['Copa', '1/2 Botella', 'Botella'],
    ],
  },
  {
    id: 'blancos',
    headings: ['Blancos y espumosos', 'Vinos blancos', 'Burbujas'],
    dishes:
      list(`Albariño de Cambados | Verdejo de Rueda | Godello | Txakoli | Cava rosado | Sauvignon de Casablanca | Moscatel
      | Chardonnay del valle | Torrontés salteño`),
    ingredients: list(`D.O. Rías Baixas | D.O. Rueda | Valdeorras | Getaria | Penedès | Cafayate`),
    kind: 'drink',
    level: [0.25, 2],
    sizes: [['Copa', 'Botella']],
  },
  {
    id: 'cervezas',
    headings: ['Cervezas frías', 'Cervezas y sidras', 'De barril'],
    dishes: list(`Caña de barril | Cerveza tostada | Cerveza 0,0 | IPA artesana | Radler
      | Weissbier | Stout de la casa | Lager rubia | Sidra natural`),
    ingredients: list(`lúpulo cítrico | malta tostada | 5,2% vol. | elaborada en Asturias | trigo y cebada`),
    kind: 'drink',
    level: [0.15, 0.3],
    sizes: [
      ['Caña', 'Jarra'],
      ['Tercio', 'Litro'],
    ],
  },
  {
    id: 'cocteles',
    headings: ['Cócteles de autor', 'Barra', 'Tragos largos'],
    dishes:
      list(`Mojito de maracuyá | Chilcano de pisco | Caipiroska | Rebujito | Sangría de cava | Agua de Valencia
      | Michelada cubana | Paloma | Mezcalita | Negroni sbagliato | Spritz de naranja`),
    ingredients:
      list(`ron añejo | hierbabuena | pisco quebranta | clara de huevo | lima persa | cachaça | tequila
      | toronja | vermut rojo | tónica premium`),
    kind: 'drink',
    level: [0.45, 0.7],
    sizes: [['Vaso', 'Jarra']],
  },
  {
    id: 'desayunos',
    headings: ['Desayunos y meriendas', 'Mañanas', 'Para desayunar'],
    dishes: list(`Tostada con tomate y aceite | Huevos divorciados | Molletes | Porras con chocolate
      | Tostada de aguacate | Bol de yogur y avena | Bollería del día | Medialunas de manteca | Huevos a la mexicana`),
    ingredients: list(`pan de masa madre | huevo poché | jamón de Teruel | fruta de temporada | mantequilla
      | mermelada casera | frijoles negros | requesón`),
    kind: 'food',
    level: [0.25, 0.5],
    sizes: [],
  },
]

// The English line a bilingual card prints under a dish (the corpus counts it as the description).
const TRANSLATIONS: Readonly<Record<string, string>> = {
  'Buñuelos de bacalao': 'Salt cod fritters',
  'Mejillones al vapor': 'Steamed mussels',
  'Berenjenas con miel de caña': 'Fried aubergine with cane honey',
  'Huevos rotos con chistorra': 'Fried eggs over chips with chistorra sausage',
  'Alcachofas confitadas': 'Confit artichokes',
  'Zamburiñas a la plancha': 'Grilled queen scallops',
  'Setas de temporada': 'Seasonal wild mushrooms',
  'Queso de cabra gratinado': 'Grilled goat cheese',
  'Jamón ibérico de bellota': 'Acorn-fed Iberian ham',
  'Torreznos de Soria': 'Crispy pork belly from Soria',
  'Chopitos fritos': 'Fried baby squid',
  'Navajas a la brasa': 'Chargrilled razor clams',
  'Pimientos del piquillo rellenos': 'Stuffed piquillo peppers',
  'Ensalada de tomate rosa y ventresca': 'Pink tomato and tuna belly salad',
  'Ensalada de pera y nueces': 'Pear and walnut salad',
  'Ensalada templada de setas': 'Warm mushroom salad',
  'Ensalada de remolacha asada': 'Roast beetroot salad',
  'Ensalada de rúcula y parmesano': 'Rocket and parmesan salad',
  'Cogollos con anchoas': 'Lettuce hearts with anchovies',
  'Arroz negro con alioli': 'Black rice with garlic mayonnaise',
  'Arroz a la marinera': 'Seafood rice',
  'Arroz meloso de bogavante': 'Creamy lobster rice',
  'Fideuá de sepia y gambas': 'Noodle paella with cuttlefish and prawns',
  'Arroz de verduras de temporada': 'Rice with seasonal vegetables',
  'Arroz con pato y setas': 'Rice with duck and mushrooms',
  'Entrecot de ternera gallega': 'Galician beef entrecôte',
  'Presa ibérica a la brasa': 'Chargrilled Iberian pork shoulder',
  'Cochinillo segoviano': 'Roast suckling pig',
  'Carrillera al vino tinto': 'Pork cheeks in red wine',
  'Chuletillas de cordero': 'Lamb chops',
  'Rabo de toro estofado': 'Oxtail stew',
  'Pollo de corral al ajillo': 'Free-range chicken with garlic',
  'Merluza a la vasca': 'Basque-style hake',
  'Bacalao en tempura': 'Salt cod in tempura',
  'Lubina a la sal': 'Sea bass baked in salt',
  'Rodaballo a la brasa': 'Chargrilled turbot',
  'Pulpo a la brasa': 'Chargrilled octopus',
  'Rape en salsa verde': 'Monkfish in green sauce',
  'Chipirones en su tinta': 'Baby squid in its ink',
  'Tarta de queso al horno': 'Baked cheesecake',
  'Torrija de brioche': 'Brioche French toast',
  'Arroz con leche requemado': 'Rice pudding with burnt sugar',
  'Coulant de chocolate': 'Chocolate lava cake',
  'Flan de huevo': 'Egg custard flan',
  'Sorbete de limón': 'Lemon sorbet',
  'Leche frita': 'Fried milk pudding',
  'Natillas caseras': 'Homemade custard',
  'Tarta de Santiago': 'Galician almond cake',
}

/** Spanish menus. */
export const SPANISH_LEXICON: Lexicon = {
  lang: 'es',
  courses: COURSES,
  menus: [
    ['picoteo', 'ensaladas', 'arroces', 'carnes', 'pescados', 'postres'],
    ['picoteo', 'ensaladas', 'carnes', 'postres', 'tintos', 'blancos'],
    ['andino', 'ensaladas', 'pescados', 'carnes', 'postres', 'cocteles'],
    ['ensaladas', 'pastas', 'pizzas', 'postres', 'cervezas', 'tintos'],
    ['antojitos', 'ensaladas', 'carnes', 'postres', 'cocteles', 'cervezas'],
    ['desayunos', 'cafes', 'postres', 'cervezas'],
    ['picoteo', 'tintos', 'blancos', 'cervezas', 'cocteles'],
  ],
  restaurants:
    list(`Casa Lucía | Taberna El Alcornoque | La Parrilla de Tomás | Mesón Los Almendros | Bodega San Telmo
    | El Rincón de Nuria | Cebichería Mar Azul | Taquería Don Chepe | Trattoria Da Paolo | Café Alameda
    | Bar La Esquina | Restaurante Peñalba | La Cantina de Begoña | Marisquería O Porto | Asador Iñaki`),
  taglines:
    list(`¡Bienvenidos! | ¿Tienes alergias? Pregúntanos | Cocina de mercado desde 1987 | ¡Buen provecho!
    | Producto de temporada | ¡Todo casero! | ¿Nos acompañas con un vino? | Cocina de siempre, hecha con cariño`),
  footers: list(`Precios con IVA incluido | Calle Mayor 14 · Tel. 912 345 678 | Abierto de martes a domingo
    | Consulte nuestra carta de alérgenos | Pan y servicio no incluidos | Av. del Puerto 221, Valparaíso
    | Reservas: 600 123 456 | Horario de cocina de 13:00 a 16:00 y de 20:00 a 23:30`),
  translations: TRANSLATIONS,
  tags: ['(V)', '(VG)', '(SG)'],
  tagLegend: '(V) vegetariano · (VG) vegano · (SG) sin gluten',
  describe: (parts, variant) => {
    const [a = '', b = '', c = ''] = parts
    switch (variant % 5) {
      case 0:
        return `con ${a} y ${b}`
      case 1:
        return `${a}, ${b} y ${c}`
      case 2:
        return `${a} con ${b}`
      case 3:
        return `sobre ${a}, con ${b} y ${c}`
      default:
        return `acompañado de ${a} y ${b}`
    }
  },
}
