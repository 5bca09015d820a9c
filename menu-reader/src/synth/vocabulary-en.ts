import { type Vocabulary, words } from './vocabulary.ts'

/** English menus (the UK, Ireland, the US, Australia). */
export const ENGLISH: Vocabulary = {
  sections: {
    starters: {
      names: ['Starters', 'To Share', 'Small Plates', 'Nibbles', 'Appetisers'],
      dishes: words(`
        Garlic Bread | Crispy Calamari | Chicken Wings | Loaded Nachos | Soup of the Day
        Prawn Cocktail | Halloumi Fries | Smoked Salmon Blinis | Buffalo Cauliflower
        Pork Belly Bites | Whipped Feta | Sticky Ribs | Mozzarella Sticks | Scotch Egg
        Spinach and Artichoke Dip | Fish Tacos | Bruschetta | Devilled Eggs
      `),
      level: [0.4, 0.7],
      pool: 'savoury',
      sizes: ['Small', 'Large'],
    },
    salads: {
      names: ['Salads', 'Greens', 'Bowls'],
      dishes: words(`
        Caesar Salad | Greek Salad | Cobb Salad | Beetroot and Goat Cheese Salad
        Quinoa Bowl | Chicken Avocado Salad | Superfood Salad | Waldorf Salad
        Heirloom Tomato Salad | Poke Bowl | Nicoise Salad
      `),
      level: [0.5, 0.85],
      pool: 'savoury',
      sizes: ['Side', 'Main'],
    },
    soups: {
      names: ['Soups', 'Soups and Broths'],
      dishes: words(`
        Tomato Soup | Clam Chowder | French Onion Soup | Leek and Potato Soup | Chicken Noodle Soup
        Minestrone | Pea and Mint Soup | Butternut Squash Soup | Lentil Soup | Seafood Bisque
      `),
      level: [0.35, 0.6],
      pool: 'savoury',
      sizes: ['Cup', 'Bowl'],
    },
    grill: {
      names: ['Mains', 'From the Grill', 'Main Courses', 'Entrees', 'Large Plates'],
      dishes: words(`
        Ribeye Steak | Sirloin Steak | Roast Chicken | Pork Chop | Lamb Shank
        Beef and Ale Pie | Bangers and Mash | BBQ Pulled Pork | Chicken Parmigiana
        Slow Roasted Brisket | Shepherd's Pie | Sunday Roast | Glazed Duck Breast
        Half Rack of Ribs | Chicken Schnitzel | Meatloaf
      `),
      level: [0.9, 1.6],
      pool: 'savoury',
      sizes: ['8 oz', '12 oz'],
    },
    seafood: {
      names: ['Seafood', 'From the Sea', 'Fish'],
      dishes: words(`
        Fish and Chips | Grilled Salmon | Seared Scallops | Lobster Roll | Mussels Marinière
        Pan-fried Sea Bass | Shrimp and Grits | Crab Cakes | Tuna Steak | Cod Loin
        Seafood Linguine | Grilled Octopus
      `),
      level: [1.0, 1.7],
      pool: 'savoury',
      sizes: ['Half', 'Whole'],
    },
    pasta: {
      names: ['Pasta', 'Fresh Pasta', 'Pasta and Risotto'],
      dishes: words(`
        Spaghetti Bolognese | Penne Arrabbiata | Fettuccine Alfredo | Lasagne
        Mac and Cheese | Pesto Linguine | Wild Mushroom Risotto | Spaghetti Carbonara
        Gnocchi Sorrentina | Ravioli
      `),
      level: [0.7, 1.1],
      pool: 'savoury',
      sizes: ['Starter', 'Main'],
    },
    rice: {
      names: ['Rice and Grains', 'Rice Dishes'],
      dishes: words(`
        Chicken Fried Rice | Jambalaya | Vegetable Biryani | Paella | Risotto Primavera
        Teriyaki Rice Bowl | Jerk Chicken with Rice
      `),
      level: [0.8, 1.2],
      pool: 'savoury',
      sizes: ['Regular', 'Large'],
    },
    pizzas: {
      names: ['Pizzas', 'Stone-baked Pizza', 'Pizza'],
      dishes: words(`
        Margherita | Pepperoni | Hawaiian | Four Cheese | Meat Feast | Vegetarian Supreme
        BBQ Chicken | Diavola | Capricciosa | Truffle and Mushroom | Prosciutto and Rocket
      `),
      level: [0.7, 1.1],
      pool: 'savoury',
      sizes: ['10"', '14"'],
    },
    burgers: {
      names: ['Burgers', 'Burgers and Dogs'],
      dishes: words(`
        Classic Cheeseburger | Bacon Double Burger | Crispy Chicken Burger | Veggie Burger
        Smash Burger | Mushroom Swiss Burger | Chili Dog | Blue Cheese Burger | Beyond Burger
      `),
      level: [0.7, 1.0],
      pool: 'savoury',
      sizes: ['Single', 'Double'],
    },
    sandwiches: {
      names: ['Sandwiches', 'Sandwiches and Wraps', 'Toasties'],
      dishes: words(`
        Club Sandwich | BLT | Reuben | Grilled Cheese | Chicken Caesar Wrap | Tuna Melt
        Philly Cheesesteak | Fish Finger Sandwich | Ham and Cheese Toastie | Falafel Wrap
      `),
      level: [0.4, 0.7],
      pool: 'savoury',
      sizes: ['Half', 'Whole'],
    },
    breakfast: {
      names: ['Breakfast', 'Brunch', 'All Day Breakfast'],
      dishes: words(`
        Full English | Eggs Benedict | Avocado Toast | Buttermilk Pancakes | French Toast
        Granola Bowl | Breakfast Burrito | Bacon Roll | Smoked Salmon Bagel | Shakshuka
        Porridge | Eggs Royale
      `),
      level: [0.35, 0.7],
      pool: 'savoury',
      sizes: ['Small', 'Large'],
    },
    desserts: {
      names: ['Desserts', 'Puddings', 'Something Sweet', 'Sweets'],
      dishes: words(`
        Sticky Toffee Pudding | Chocolate Brownie | New York Cheesecake | Apple Crumble
        Eton Mess | Key Lime Pie | Crème Brûlée | Banoffee Pie | Ice Cream Sundae
        Lemon Tart | Bread and Butter Pudding | Carrot Cake | Affogato
      `),
      level: [0.35, 0.55],
      pool: 'sweet',
      sizes: ['Slice', 'Whole'],
    },
    coffee: {
      names: ['Coffee', 'Hot Drinks', 'Coffee and Tea'],
      dishes: words(`
        Espresso | Americano | Flat White | Cappuccino | Latte | Mocha | Macchiato
        Hot Chocolate | English Breakfast Tea | Earl Grey | Chai Latte | Peppermint Tea
      `),
      level: [0.12, 0.25],
      pool: 'none',
      sizes: ['Regular', 'Large'],
    },
    softDrinks: {
      names: ['Soft Drinks', 'Drinks', 'Cold Drinks'],
      dishes: words(`
        Coca-Cola | Diet Coke | Lemonade | Still Water | Sparkling Water | Ginger Beer
        Iced Tea | Root Beer | Elderflower Pressé | Tonic Water | Bottled Water 500ml
      `),
      level: [0.15, 0.25],
      pool: 'none',
      sizes: ['Glass', 'Jug'],
    },
    juices: {
      names: ['Juices and Smoothies', 'Fresh Juices', 'Shakes'],
      dishes: words(`
        Orange Juice | Apple Juice | Green Smoothie | Berry Blast | Mango Lassi
        Vanilla Milkshake | Chocolate Shake | Strawberry Smoothie | Pineapple Juice
      `),
      level: [0.2, 0.35],
      pool: 'none',
      sizes: ['Regular', 'Large'],
    },
    beers: {
      names: ['Beers', 'Beer and Cider', 'On Tap'],
      dishes: words(`
        Lager | Pale Ale | IPA | Stout | Cider | Wheat Beer | Pilsner | Amber Ale
        Alcohol-free Lager | Porter
      `),
      level: [0.3, 0.45],
      pool: 'none',
      sizes: ['Half', 'Pint'],
    },
    wines: {
      names: ['Wines', 'Wine List', 'By the Glass'],
      dishes: words(`
        House Red | House White | Pinot Grigio | Sauvignon Blanc | Chardonnay | Merlot
        Malbec | Rioja Reserva | Prosecco | Rosé | Shiraz | Pinot Noir
      `),
      level: [0.4, 1.8],
      pool: 'none',
      sizes: ['Glass', 'Bottle'],
    },
    cocktails: {
      names: ['Cocktails', 'Signature Cocktails', 'Mixed Drinks'],
      dishes: words(`
        Espresso Martini | Mojito | Old Fashioned | Margarita | Aperol Spritz | Negroni
        Moscow Mule | Pornstar Martini | Whiskey Sour | Cosmopolitan | Bloody Mary | Mai Tai
      `),
      level: [0.5, 0.7],
      pool: 'drink',
      sizes: ['Single', 'Pitcher'],
    },
  },
  ingredients: {
    savoury: words(`
      tomato | red onion | avocado | cheddar | fresh herbs | garlic butter | roasted peppers
      aioli | fries | basmati rice | mixed leaves | house slaw | mushrooms | rocket | parmesan
      free-range egg | lemon | olive oil | sweetcorn | black beans | mashed potato | house sauce
      gravy | seasonal vegetables | smoked bacon | caramelised onion | pickles | chipotle mayo
    `),
    sweet: words(`
      salted caramel | mixed berries | vanilla ice cream | whipped cream | dark chocolate
      cinnamon | toffee sauce | shortbread | custard | strawberries | toasted pecans | honeycomb
    `),
    drink: words(
      'vodka | white rum | lime | fresh mint | sugar syrup | soda | bitters | gin | passion fruit',
    ),
  },
  templates: {
    savoury: [
      'With {a}, {b} and {c}',
      '{A} and {b} on {c}',
      'Served with {a} and {b}',
      '{A}, {b}, {c}, {d}',
      'Served with {a}',
      'with {a} and {b}',
      '{A} and {b}',
    ],
    sweet: ['With {a} and {b}', '{A}, {b}', 'Home-made, with {a}', 'with {a}'],
    drink: ['{A}, {b}, {c}', '{A} and {b}'],
  },
  modifiers: ['House', 'Classic', "Chef's", 'Homemade', 'Traditional'],
  restaurantNames: words(`
    The Copper Kettle | The Olive Table | Harbour Lights | The Red Fox | Rosie's Kitchen
    The Corner Diner | Bluebell Café | The Golden Lantern | Smith & Sons | The Oak Room
    Main Street Grill | The Salt House | Luigi's Pizzeria | The Little Bakehouse
  `),
  taglines: words(`
    Est. 1998 | Fresh, local, seasonal | Menu | All Day Dining | Since 1987 | Kitchen & Bar
  `),
  addresses: words(`
    12 High Street, Bristol | 240 Main Street, Portland | 7 Quay Road, Galway
    88 King William Street, Adelaide | 15 Market Square, York | 301 Elm Avenue, Austin
  `),
  hours: words(`
    Open daily 11am – 10pm | Mon–Sat 8:00–22:00, Sun 9:00–16:00 | Kitchen closes at 9.30pm
    Open every day from 12 noon
  `),
  notes: words(`
    Please tell us about any allergies | A discretionary 12.5% service charge will be added
    All prices include VAT | (v) vegetarian (vg) vegan | Call 0117 496 0123 to book
    Follow us @thecopperkettle
  `),
}
