// A realistic menu for the benchmark: a Bogotá restaurant's six categories and 40 products, Spanish names,
// prices in pesos, a few tags, some special prices, days and unavailable dishes, as an owner would type them;
// drinks in two sizes (decision 044), so the page is measured with variants on it.
import type { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'

type Tag = (typeof PRODUCT_TAGS)[number]

export type BenchProduct = {
  name: string
  /** The one price; a product with sizes gives `variants` instead. */
  price?: string
  variants?: { label: string; price: string }[]
  description: string
  specialPrice?: string
  tags?: Tag[]
  availableDays?: string
  available?: boolean
}

export type BenchCategory = { name: string; description: string; products: BenchProduct[] }

export const BENCH_CATEGORIES: BenchCategory[] = [
  {
    name: 'Entradas',
    description: 'Para abrir el apetito mientras llega el plato fuerte.',
    products: [
      {
        name: 'Empanadas de pipián',
        price: '9500',
        description: 'Tres empanadas crocantes con ají de maní.',
        tags: ['Contiene maní'],
      },
      {
        name: 'Patacones con hogao',
        price: '12000',
        description: 'Plátano verde frito con hogao casero y queso costeño.',
        tags: ['Sin gluten'],
      },
      {
        name: 'Arepitas de choclo',
        price: '11000',
        description: 'Arepas de maíz tierno con suero atollabuey.',
      },
      {
        name: 'Ceviche de camarón',
        price: '24000',
        specialPrice: '19900',
        description: 'Camarón en limón, cebolla morada, cilantro y galletas de soda.',
        tags: ['Recomendado'],
      },
      {
        name: 'Chicharrón con arepa',
        price: '16000',
        description: 'Chicharrón carnudo, arepa de maíz pelao y limón.',
        tags: ['Sin gluten'],
      },
      {
        name: 'Buñuelos rellenos',
        price: '8500',
        description: 'Buñuelos de queso rellenos de bocadillo veleño.',
      },
      {
        name: 'Tostones de yuca',
        price: '9000',
        description: 'Yuca frita con guacamole y suero.',
        tags: ['Vegano', 'Sin gluten'],
      },
    ],
  },
  {
    name: 'Sopas',
    description: 'Caldos y sopas de la abuela, servidos con arroz y aguacate.',
    products: [
      {
        name: 'Ajiaco santafereño',
        price: '28000',
        description: 'Pollo desmechado, tres papas, guascas, mazorca, alcaparras y crema.',
        tags: ['Recomendado'],
        availableDays: 'Sáb - Dom',
      },
      {
        name: 'Sancocho trifásico',
        price: '32000',
        description: 'Res, cerdo y gallina con yuca, papa y plátano.',
        availableDays: 'Dom',
      },
      {
        name: 'Mondongo antioqueño',
        price: '26000',
        description: 'Callo de res con cerdo, chorizo y verduras.',
      },
      {
        name: 'Crema de ahuyama',
        price: '15000',
        description: 'Ahuyama asada, leche de coco y semillas tostadas.',
        tags: ['Vegano', 'Sin gluten'],
      },
      {
        name: 'Sopa de tortilla',
        price: '17000',
        description: 'Caldo de tomate picante con tortilla crocante, aguacate y queso.',
        tags: ['Picante'],
      },
      {
        name: 'Cuchuco de trigo',
        price: '19000',
        description: 'Trigo con espinazo de cerdo, habas y arvejas.',
        available: false,
      },
    ],
  },
  {
    name: 'Fuertes',
    description: 'Platos del día con arroz, ensalada y bebida opcional.',
    products: [
      {
        name: 'Bandeja paisa',
        price: '38000',
        description: 'Frijoles, arroz, carne molida, chicharrón, huevo, chorizo, morcilla, aguacate y arepa.',
        tags: ['Recomendado'],
      },
      {
        name: 'Sobrebarriga al horno',
        price: '34000',
        description: 'Sobrebarriga en salsa criolla con papa salada.',
      },
      {
        name: 'Mojarra frita',
        price: '36000',
        specialPrice: '31000',
        description: 'Mojarra entera con patacón, arroz con coco y ensalada.',
        tags: ['Sin gluten'],
      },
      {
        name: 'Lomo al trapo',
        price: '45000',
        description: 'Lomo de res asado en sal y tela, chimichurri y papas criollas.',
        tags: ['Sin gluten'],
      },
      {
        name: 'Pollo sudado',
        price: '27000',
        description: 'Pollo en guiso de tomate, papa y yuca.',
        availableDays: 'Lun - Vie',
      },
      {
        name: 'Cazuela de mariscos',
        price: '48000',
        description: 'Mariscos en crema de coco con arroz blanco.',
        tags: ['Contiene alcohol'],
      },
      {
        name: 'Arroz atollado',
        price: '29000',
        description: 'Arroz meloso con cerdo, pollo, longaniza y papa.',
        tags: ['Picante'],
      },
      {
        name: 'Lentejas con coco',
        price: '22000',
        description: 'Lentejas guisadas en leche de coco con arroz integral y maduro.',
        tags: ['Vegano', 'Sin gluten'],
      },
      {
        name: 'Posta negra cartagenera',
        price: '42000',
        description: 'Carne en salsa de panela y cola con arroz con coco.',
        available: false,
      },
    ],
  },
  {
    name: 'Ensaladas',
    description: 'Frescas, de la huerta a la mesa.',
    products: [
      {
        name: 'Ensalada de la casa',
        price: '18000',
        description: 'Lechugas, tomate, pepino, aguacate y vinagreta de maracuyá.',
        tags: ['Vegano', 'Sin gluten'],
      },
      {
        name: 'Ensalada de quinua',
        price: '21000',
        description: 'Quinua, mango, frijol negro, cilantro y limón.',
        tags: ['Vegano', 'Sin gluten', 'Recomendado'],
      },
      {
        name: 'César con pollo',
        price: '24000',
        description: 'Lechuga romana, pollo a la plancha, crutones y parmesano.',
      },
      {
        name: 'Palmitos y camarón',
        price: '27000',
        description: 'Palmitos de cangrejo, camarón, aguacate y salsa rosada.',
      },
      {
        name: 'Tabulé de maíz',
        price: '16000',
        description: 'Maíz tierno, tomate, menta y perejil.',
        tags: ['Vegano'],
      },
    ],
  },
  {
    name: 'Postres',
    description: 'Dulces de siempre, hechos en casa.',
    products: [
      {
        name: 'Tres leches',
        price: '11000',
        description: 'Bizcocho bañado en tres leches con canela.',
        tags: ['Recomendado'],
      },
      {
        name: 'Natilla con buñuelo',
        price: '9000',
        description: 'Natilla de panela y un buñuelo tibio.',
        availableDays: 'Dic',
      },
      { name: 'Postre de natas', price: '10500', description: 'Receta boyacense con uvas pasas.' },
      {
        name: 'Brevas con arequipe',
        price: '12000',
        description: 'Brevas caladas con arequipe y queso campesino.',
        tags: ['Sin gluten'],
      },
      {
        name: 'Mousse de maracuyá',
        price: '10000',
        specialPrice: '8500',
        description: 'Mousse ligero con salsa de maracuyá.',
      },
      {
        name: 'Cocadas',
        price: '6000',
        description: 'Cocadas de panela y coco, tres unidades.',
        tags: ['Vegano', 'Sin gluten'],
      },
    ],
  },
  {
    name: 'Bebidas',
    description: 'Jugos naturales en agua o en leche, cafés y cocteles.',
    products: [
      {
        name: 'Limonada de coco',
        price: '9000',
        description: 'Limón, crema de coco y hielo.',
        tags: ['Recomendado'],
      },
      {
        name: 'Jugo de lulo',
        variants: [
          { label: 'En agua', price: '7000' },
          { label: 'En leche', price: '8000' },
        ],
        description: 'Lulo fresco, licuado al momento.',
        tags: ['Vegano'],
      },
      {
        name: 'Aguapanela con limón',
        price: '4500',
        description: 'Fría o caliente.',
        tags: ['Vegano', 'Sin gluten'],
      },
      {
        name: 'Tinto campesino',
        variants: [
          { label: 'Pequeño', price: '3500' },
          { label: 'Grande', price: '5000' },
        ],
        description: 'Café de origen con panela y canela.',
      },
      {
        name: 'Refajo',
        variants: [
          { label: 'Vaso', price: '6000' },
          { label: 'Jarra para dos', price: '12000' },
        ],
        description: 'Cerveza con gaseosa colombiana.',
        tags: ['Contiene alcohol'],
      },
      {
        name: 'Michelada de mango biche',
        price: '15000',
        description: 'Cerveza, limón, sal y mango verde con ají.',
        tags: ['Contiene alcohol', 'Picante'],
      },
      {
        name: 'Chicha de maíz',
        price: '8000',
        description: 'Fermentada en casa, servida fría.',
        tags: ['Contiene alcohol'],
        available: false,
      },
    ],
  },
]

/** The design the benchmark sets: Roboto and the brand's own colours, as an owner would on the Design page. */
export const BENCH_DESIGN = {
  businessName: 'La Cocina de Doña Rosa',
  welcomeTitle: 'Bienvenidos a nuestra mesa',
  slogan: 'Comida colombiana de siempre, hecha con calma.',
  categoryDisplay: 'featured',
  font: 'Roboto',
  titleSize: 36,
  textSize: 16,
  titleColour: '#3b1d0f',
  textColour: '#44403c',
  buttonStyle: 'pill',
  buttonBackground: '#9a3412',
  buttonText: '#ffffff',
  background: '#fffbf5',
  gradient: '#fde9d2',
} as const

/**
 * Five promotions of every kind a diner sees on the page (decision 033): discounts on two categories, a 2x1
 * on a tag, and two normal promotions shown as cards (the first with the product photo as its image).
 */
export const BENCH_PROMOTIONS = [
  {
    nombre: 'Semana de las sopas',
    descripcion: 'Todas las sopas con 15 % de descuento, de lunes a viernes.',
    tipo: 'descuento',
    porcentaje: 15,
    categoryName: 'Sopas',
  },
  {
    nombre: 'Postres de la abuela',
    descripcion: 'Cualquier postre con 20 % de descuento.',
    tipo: 'descuento',
    porcentaje: 20,
    categoryName: 'Postres',
  },
  {
    nombre: 'Dos veganos',
    descripcion: 'Lleva dos bebidas veganas y paga una.',
    tipo: '2x1',
    etiquetas: ['Vegano'],
    freeProductName: 'Aguapanela con limón',
  },
  {
    nombre: 'Almuerzo ejecutivo',
    descripcion: 'Sopa del día, plato fuerte, jugo natural y postre, de lunes a viernes de 12:00 a 15:00.',
    tipo: 'normal',
    precioNormal: '22000',
    withImage: true,
  },
  {
    nombre: 'Noche de música en vivo',
    descripcion: 'Viernes y sábados desde las 8 de la noche.',
    tipo: 'normal',
  },
] as const
