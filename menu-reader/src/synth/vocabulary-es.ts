import { type Vocabulary, words } from './vocabulary.ts'

/** Spanish menus (Spain and Latin America). */
export const SPANISH: Vocabulary = {
  sections: {
    starters: {
      names: ['Entradas', 'Entrantes', 'Para picar', 'Para compartir', 'Tapas', 'Aperitivos'],
      dishes: words(`
        Croquetas de jamón | Empanadas de carne | Patatas bravas | Tequeños con guacamole
        Pan con tomate | Calamares a la romana | Chicharrón de cerdo | Nachos gratinados
        Gambas al ajillo | Provoleta a la parrilla | Pimientos de Padrón | Tabla de quesos
        Arepitas con hogao | Yuca frita | Champiñones rellenos | Choclo con queso fresco
        Boquerones en vinagre | Alitas picantes | Tortilla de patatas | Patacones con suero
      `),
      level: [0.4, 0.7],
      pool: 'savoury',
      sizes: ['Media', 'Ración'],
    },
    salads: {
      names: ['Ensaladas', 'Ensaladas frescas', 'De la huerta'],
      dishes: words(`
        Ensalada César | Ensalada mixta | Ensalada de quinoa | Ensalada caprese
        Ensalada de burrata | Ensalada tibia de pollo | Ensalada de la huerta
        Ensalada de aguacate y mango | Ensalada de espinacas | Ensalada griega
        Ensalada de lentejas | Ensaladilla rusa
      `),
      level: [0.5, 0.8],
      pool: 'savoury',
      sizes: ['Media', 'Entera'],
    },
    soups: {
      names: ['Sopas y cremas', 'Sopas', 'Caldos y cremas'],
      dishes: words(`
        Crema de calabaza | Sopa de tortilla | Ajiaco santafereño | Gazpacho andaluz
        Salmorejo cordobés | Sopa de cebolla | Crema de champiñones | Caldo de costilla
        Sancocho de gallina | Chupe de camarones | Sopa de mariscos | Crema de espárragos
      `),
      level: [0.4, 0.7],
      pool: 'savoury',
      sizes: ['Taza', 'Plato'],
    },
    grill: {
      names: ['Carnes', 'Platos fuertes', 'Del asador', 'Principales', 'A la parrilla', 'Segundos'],
      dishes: words(`
        Bife de chorizo | Entraña a la parrilla | Lomo saltado | Pollo a la brasa
        Churrasco con chimichurri | Costillas de cerdo BBQ | Solomillo al whisky
        Carrillera de ternera | Secreto ibérico | Milanesa napolitana | Bandeja paisa
        Ají de gallina | Pechuga rellena | Cordero al horno | Hamburguesa de ternera
        Punta de anca | Cochinillo asado | Matambre a la pizza
      `),
      level: [0.9, 1.5],
      pool: 'savoury',
      sizes: ['300 g', '500 g'],
    },
    seafood: {
      names: ['Pescados y mariscos', 'Del mar', 'Pescados', 'Mariscos'],
      dishes: words(`
        Ceviche clásico | Pulpo a la gallega | Merluza en salsa verde | Salmón a la plancha
        Trucha al ajillo | Bacalao al pil pil | Arroz con mariscos | Corvina a la plancha
        Tiradito de pescado | Langostinos al curry | Dorada a la sal | Mejillones a la marinera
        Filete de pargo frito | Causa limeña
      `),
      level: [1.0, 1.6],
      pool: 'savoury',
      sizes: ['Media', 'Entera'],
    },
    pasta: {
      names: ['Pastas', 'Pastas caseras', 'Pastas frescas'],
      dishes: words(`
        Espaguetis a la carbonara | Lasaña de la casa | Ñoquis con salsa de tomate
        Tallarines al pesto | Ravioles de ricota | Canelones de espinaca | Fetuccini Alfredo
        Penne arrabbiata | Sorrentinos de jamón y queso | Tallarines con mariscos
      `),
      level: [0.7, 1.1],
      pool: 'savoury',
      sizes: ['Media', 'Entera'],
    },
    rice: {
      names: ['Arroces', 'Arroces y fideuás'],
      dishes: words(`
        Paella valenciana | Arroz negro | Arroz con pollo | Fideuá de marisco
        Arroz meloso de setas | Risotto de hongos | Arroz chaufa | Arroz a banda
      `),
      level: [0.9, 1.3],
      pool: 'savoury',
      sizes: ['Para uno', 'Para dos'],
    },
    pizzas: {
      names: ['Pizzas', 'Nuestras pizzas', 'Pizzas al horno de leña'],
      dishes: words(`
        Pizza margarita | Pizza napolitana | Pizza cuatro quesos | Pizza de pepperoni
        Pizza hawaiana | Pizza fugazzeta | Pizza vegetariana | Pizza de jamón y morrones
        Pizza calabresa | Pizza de rúcula y jamón crudo | Pizza barbacoa | Pizza marinera
      `),
      level: [0.7, 1.1],
      pool: 'savoury',
      sizes: ['Chica', 'Grande'],
    },
    burgers: {
      names: ['Hamburguesas', 'Burgers'],
      dishes: words(`
        Hamburguesa clásica | Hamburguesa con queso | Hamburguesa doble
        Hamburguesa de pollo crujiente | Hamburguesa vegetal | Hamburguesa ranchera
        Hamburguesa de cordero | Hamburguesa con huevo y tocineta
      `),
      level: [0.6, 0.95],
      pool: 'savoury',
      sizes: ['Simple', 'Doble'],
    },
    sandwiches: {
      names: ['Sándwiches', 'Bocadillos', 'Emparedados', 'Tostados'],
      dishes: words(`
        Bocadillo de calamares | Sándwich cubano | Tostado de jamón y queso | Sándwich de pollo
        Chivito al pan | Choripán | Bocadillo de tortilla | Sándwich de miga
        Pan con chicharrón | Montadito de lomo
      `),
      level: [0.35, 0.6],
      pool: 'savoury',
      sizes: ['Medio', 'Entero'],
    },
    breakfast: {
      names: ['Desayunos', 'Para empezar el día', 'Brunch'],
      dishes: words(`
        Huevos rancheros | Tostadas con aguacate | Calentado paisa | Medialunas
        Huevos revueltos | Arepa de huevo | Tostada de tomate y aceite | Panqueques con miel
        Yogur con granola | Churros con chocolate | Desayuno americano | Bowl de frutas
      `),
      level: [0.3, 0.55],
      pool: 'savoury',
      sizes: ['Simple', 'Completo'],
    },
    desserts: {
      names: ['Postres', 'Dulces', 'Para terminar', 'Postres caseros'],
      dishes: words(`
        Flan casero | Tarta de queso | Crema catalana | Tres leches | Brownie con helado
        Arroz con leche | Panqueque con dulce de leche | Suspiro limeño | Torrija caramelizada
        Mousse de chocolate | Helado artesanal | Tarta de manzana | Alfajores de maicena
        Natillas
      `),
      level: [0.3, 0.5],
      pool: 'sweet',
      sizes: ['Porción', 'Entera'],
    },
    coffee: {
      names: ['Cafés', 'Bebidas calientes', 'Cafetería', 'Cafés e infusiones'],
      dishes: words(`
        Café solo | Café cortado | Café con leche | Capuchino | Americano | Latte
        Chocolate caliente | Té verde | Aromática de frutas | Carajillo | Mocaccino | Tinto
        Submarino
      `),
      level: [0.1, 0.22],
      pool: 'none',
      sizes: ['Chico', 'Grande'],
    },
    softDrinks: {
      names: ['Bebidas', 'Refrescos', 'Sin alcohol', 'Gaseosas y aguas'],
      dishes: words(`
        Agua mineral 500 ml | Agua con gas | Coca-Cola | Limonada de coco | Gaseosa | Té helado
        Tónica | Limonada natural | Soda | Coca-Cola Zero | Inca Kola | Agua saborizada
      `),
      level: [0.12, 0.25],
      pool: 'none',
      sizes: ['Vaso', 'Jarra'],
    },
    juices: {
      names: ['Jugos naturales', 'Zumos', 'Jugos y batidos', 'Licuados'],
      dishes: words(`
        Jugo de naranja | Jugo de maracuyá | Zumo de naranja natural | Jugo de mora
        Batido de fresa | Limonada de hierbabuena | Licuado de banana | Jugo de lulo
        Chicha morada | Batido de mango
      `),
      level: [0.15, 0.28],
      pool: 'none',
      sizes: ['Vaso', 'Jarra'],
    },
    beers: {
      names: ['Cervezas', 'Cervezas artesanales'],
      dishes: words(`
        Caña | Cerveza rubia | Cerveza negra | Cerveza IPA | Cerveza sin alcohol
        Clara con limón | Michelada | Cerveza de trigo | Tercio de cerveza | Cerveza roja
      `),
      level: [0.15, 0.3],
      pool: 'none',
      sizes: ['Media', 'Pinta'],
    },
    wines: {
      names: ['Vinos', 'Carta de vinos', 'Vinos por copa', 'Bodega'],
      dishes: words(`
        Rioja crianza | Ribera del Duero roble | Albariño | Malbec reserva | Verdejo
        Cabernet Sauvignon | Tannat | Rosado de Navarra | Cava brut nature | Sangría de la casa
        Torrontés | Carmenere
      `),
      level: [0.25, 1.6],
      pool: 'none',
      sizes: ['Copa', 'Botella'],
    },
    cocktails: {
      names: ['Cócteles', 'Coctelería', 'Tragos'],
      dishes: words(`
        Pisco sour | Mojito | Caipiriña | Margarita | Gin tonic | Aperol spritz | Piña colada
        Cuba libre | Fernet con cola | Negroni | Tinto de verano | Daiquiri de fresa
      `),
      level: [0.3, 0.5],
      pool: 'drink',
      sizes: ['Vaso', 'Jarra'],
    },
  },
  ingredients: {
    savoury: words(`
      tomate | cebolla morada | aguacate | queso fresco | cilantro | ajo confitado
      pimiento asado | alioli | papas fritas | arroz blanco | ensalada verde | salsa criolla
      champiñones | rúcula | parmesano | huevo de corral | limón | aceite de oliva
      maíz tierno | frijoles | plátano maduro | puré de patata | salsa de la casa
      chimichurri | verduras de temporada | jamón serrano | tocineta | cebolla caramelizada
    `),
    sweet: words(`
      dulce de leche | frutos rojos | helado de vainilla | nata montada | chocolate negro
      canela | caramelo | galleta | crema inglesa | fresas | nueces | coco rallado
    `),
    drink: ['ron blanco', 'pisco', 'lima', 'menta', 'azúcar de caña', 'soda', 'hielo', 'maracuyá', 'ginebra'],
  },
  templates: {
    savoury: words(`
      Con {a}, {b} y {c} | {A} y {b} sobre {c} | Acompañado de {a} y {b} | {A}, {b}, {c} y {d}
      Servido con {a} | con {a} y {b} | {A} y {b}
    `),
    sweet: ['Con {a} y {b}', '{A} con {b}', 'Casero, con {a}', 'con {a}'],
    drink: ['{A}, {b} y {c}', '{A} con {b}'],
  },
  modifiers: ['de la casa', 'especial', 'tradicional', 'del chef', 'artesanal', 'al estilo de la abuela'],
  restaurantNames: words(`
    Casa Lola | El Rincón de Martina | La Cocina de Don Ramón | Fonda La Esquina
    Bodegón San Telmo | Taberna El Olivo | El Fogón Dorado | La Parrilla de Tito
    Restaurante Mar Azul | Café del Puerto | Pizzería Bella Napoli | El Molino Viejo
    Sabores de mi Tierra | La Huerta de Rosa | Mesón Los Arcos | Cevichería El Muelle
  `),
  taglines: words(`
    Cocina de mercado | Cocina casera desde 1987 | Sabor de siempre | Carta | Nuestra carta
    Comida criolla | Horno de leña
  `),
  addresses: words(`
    Calle Mayor 24, Madrid | Cra. 7 # 45-12, Bogotá | Av. Larco 812, Miraflores
    Av. Corrientes 1450, Buenos Aires | Calle del Mar 3, Valencia
    Calle 10 # 38-21, Medellín | Bvar. Artigas 1120, Montevideo
    Plaza de la Constitución 5, Sevilla
  `),
  hours: words(`
    Abierto de martes a domingo de 12:00 a 23:00 | Lunes a sábado 8:00 - 22:00
    Horario: 13:00 a 16:30 y 20:00 a 23:30 | Todos los días de 9 a 21 h
  `),
  notes: words(`
    IVA incluido | Precios en pesos | Consulte por alérgenos | Propina sugerida 10%
    Reservas: 601 345 6789 | Tel. +34 912 345 678 | Servicio a domicilio
  `),
}
