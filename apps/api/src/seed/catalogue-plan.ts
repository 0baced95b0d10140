import type { ItemCategoryType } from '../db/schema.ts';
import type { Translated } from './catalogue-words.ts';

// What the demo catalogue is made of: the category tree of a duty-free shop, fictional brands, and the
// words product names and descriptions are built from. Every brand here is invented.

/** A word for a name or description; a number beside it scales the price (an older whisky costs more). */
export type Part = string | readonly [text: string, priceFactor: number];

export type ChildCategoryPlan = {
  name: string;
  /** Price range in whole USD before the factors of the name's parts. */
  priceUsd: readonly [number, number];
  /**
   * Name patterns: `{key}` is replaced by one of `parts[key]`, `{key:lower}` by the same in lower case.
   * A product keeps its choice for a key, so its description agrees with its name.
   */
  names: readonly string[];
  /** One-sentence patterns; a description takes one or two of them. */
  descriptions: readonly string[];
  parts: Readonly<Record<string, readonly Part[]>>;
};

export type TopCategoryPlan = {
  type: ItemCategoryType;
  name: string;
  codePrefix: string;
  /** Relative share of the generated products. */
  share: number;
  /** Every price of the category falls in this range of whole USD. */
  priceUsd: readonly [number, number];
  /** Sentences that may close a description of any product of the category. */
  closers: readonly string[];
  children: readonly ChildCategoryPlan[];
};

const bottle: readonly Part[] = [
  ['70cl', 1],
  ['1L', 1.3],
];
const eauSizes: readonly Part[] = [
  ['30ml', 0.6],
  ['50ml', 1],
  ['100ml', 1.6],
];
const scents = [
  'Oud Royale',
  'Amber Nights',
  'Jasmine Sambac',
  'Velvet Rose',
  'Santal Noir',
  'Iris Poudre',
  'Neroli Sun',
  'Vetiver Storm',
  'Fig Leaf',
  'Cedar Mist',
];
const colours = ['Midnight Black', 'Pearl White', 'Desert Sand', 'Ocean Blue', 'Forest Green', 'Graphite'];
const weights: readonly Part[] = [
  ['150g', 0.6],
  ['250g', 1],
  ['500g', 1.7],
];

export const categoryPlan: readonly TopCategoryPlan[] = [
  {
    type: 'LIQUOR',
    name: 'Liquor',
    codePrefix: 'LIQ',
    share: 20,
    priceUsd: [25, 400],
    closers: [
      'Sold to travellers aged 18 and over.',
      'Please enjoy responsibly.',
      'Presented in a gift tube.',
    ],
    children: [
      {
        name: 'Whisky',
        priceUsd: [35, 110],
        names: ['{age} Year Old {malt} {size}', '{cask} Cask {malt} {size}', '{edition} {malt} {size}'],
        descriptions: [
          'Notes of {note} and {note2} with a {finish} finish.',
          'Matured in {cask:lower} casks by the {place}.',
          'A {character} dram best enjoyed neat or with a drop of water.',
        ],
        parts: {
          age: [
            ['10', 0.8],
            ['12', 1],
            ['15', 1.5],
            ['18', 2.2],
            ['21', 3.2],
            ['25', 4.5],
          ],
          malt: ['Single Malt', 'Blended Malt', 'Peated Single Malt', 'Single Grain'],
          cask: ['Sherry', 'Bourbon', 'Port', 'Rum', 'Virgin Oak'],
          edition: ['Travel Edition', 'Distillery Reserve', 'Small Batch', 'Founders Cask'],
          size: bottle,
          note: ['honey', 'dried fruit', 'vanilla', 'toffee'],
          note2: ['sea salt', 'orange peel', 'peat smoke', 'dark chocolate'],
          finish: ['long, warming', 'gently smoky', 'spicy', 'silky'],
          place: ['western sea lochs', 'river valley', 'island shore', 'mountain springs'],
          character: ['rich', 'bright', 'mellow', 'bold'],
        },
      },
      {
        name: 'Gin',
        priceUsd: [25, 55],
        names: ['{style} Gin {size}', '{botanical} Gin {size}', 'Navy Strength {style} Gin {size}'],
        descriptions: [
          'Distilled with {botanical:lower} and {note} for a crisp, aromatic gin.',
          'Serve over ice with tonic and a twist of {garnish}.',
        ],
        parts: {
          style: ['London Dry', 'Old Tom', 'Pink', 'Citrus'],
          botanical: ['Juniper & Cardamom', 'Blood Orange', 'Elderflower', 'Coastal Herb', 'Wild Thyme'],
          note: ['coriander seed', 'pink pepper', 'lemon zest', 'angelica root'],
          garnish: ['grapefruit', 'lime', 'rosemary', 'cucumber'],
          size: bottle,
        },
      },
      {
        name: 'Vodka',
        priceUsd: [25, 70],
        names: ['{grain} Vodka {size}', '{flavour} Vodka {size}', 'Triple Distilled {grain} Vodka {size}'],
        descriptions: [
          'Filtered through {filter} for an exceptionally clean taste.',
          'Distilled from {grain:lower} grown on family farms.',
        ],
        parts: {
          grain: ['Wheat', 'Rye', 'Potato', 'Winter Barley'],
          flavour: ['Vanilla', 'Lemon Zest', 'Black Pepper', 'Blackcurrant'],
          filter: ['birch charcoal', 'volcanic rock', 'silver birch', 'quartz sand'],
          size: bottle,
        },
      },
      {
        name: 'Cognac & Brandy',
        priceUsd: [45, 120],
        names: [
          '{grade} Cognac {size}',
          '{grade} Fine Champagne Cognac {size}',
          '{age} Year Old Armagnac {size}',
        ],
        descriptions: [
          'Aged in {oak} oak for notes of {note} and candied fruit.',
          'A blend of eaux-de-vie chosen by our cellar master.',
        ],
        parts: {
          grade: [
            ['VS', 1],
            ['VSOP', 1.6],
            ['XO', 3.2],
            ['Hors d Age', 4],
          ],
          age: [
            ['8', 1],
            ['12', 1.6],
            ['20', 2.8],
          ],
          oak: ['French Limousin', 'Troncais', 'lightly toasted'],
          note: ['apricot', 'walnut', 'clove', 'leather'],
          size: bottle,
        },
      },
      {
        name: 'Wine & Champagne',
        priceUsd: [25, 90],
        names: ['{wine} {vintage} 75cl', 'Brut {champagne} Champagne 75cl', '{wine} Magnum 1.5L'],
        descriptions: ['A {character} wine with {note} on the palate.', 'Pairs well with {pairing}.'],
        parts: {
          wine: ['Cabernet Sauvignon', 'Pinot Noir', 'Sauvignon Blanc', 'Chardonnay Reserve', 'Syrah'],
          vintage: ['2018', '2019', '2020', '2021'],
          champagne: [
            ['Reserve', 1.3],
            ['Rose', 1.6],
            ['Vintage', 2.4],
          ],
          character: ['elegant', 'full-bodied', 'fresh', 'structured'],
          note: ['black cherry', 'green apple', 'brioche', 'cassis'],
          pairing: ['grilled meat', 'seafood', 'aged cheese', 'spiced dishes'],
        },
      },
    ],
  },
  {
    type: 'TOBACCO',
    name: 'Tobacco',
    codePrefix: 'TOB',
    share: 7,
    priceUsd: [25, 250],
    closers: ['Sold to travellers aged 18 and over.', 'Smoking seriously harms you and others around you.'],
    children: [
      {
        name: 'Cigarettes',
        priceUsd: [30, 55],
        names: ['{blend} Cigarettes {pack}', '{blend} Slims {pack}'],
        descriptions: ['A {character} blend in a duty-free carton.', 'Carton of king-size cigarettes.'],
        parts: {
          blend: ['Classic Red', 'Smooth Gold', 'Menthol Fresh', 'Silver Line', 'Blue Horizon'],
          pack: [
            ['200s Carton', 1],
            ['400s Twin Carton', 1.9],
          ],
          character: ['smooth', 'full-flavoured', 'light', 'balanced'],
        },
      },
      {
        name: 'Cigars',
        priceUsd: [40, 120],
        names: ['{shape} Cigars, Box of {count}', 'Reserva {shape}, Box of {count}'],
        descriptions: [
          'Hand-rolled with a {wrapper} wrapper and notes of {note}.',
          'Aged for {years} years before rolling.',
        ],
        parts: {
          shape: ['Robusto', 'Churchill', 'Corona', 'Torpedo', 'Petit Corona'],
          count: [
            ['5', 0.6],
            ['10', 1],
            ['25', 2],
          ],
          wrapper: ['Connecticut', 'Maduro', 'Habano', 'Cameroon'],
          note: ['cedar', 'cocoa', 'coffee bean', 'cream'],
          years: ['three', 'five', 'seven'],
        },
      },
      {
        name: 'Smoking Accessories',
        priceUsd: [25, 120],
        names: ['Windproof {lighter} Lighter, {material}', '{material} Ashtray', '{material} Cigar Case'],
        descriptions: [
          'Finished in {material:lower} with a lifetime guarantee.',
          'A {character} gift for a smoker.',
        ],
        parts: {
          lighter: ['Jet Flame', 'Triple Torch', 'Classic Flint'],
          material: ['Brushed Steel', 'Black Lacquer', 'Walnut', 'Gunmetal'],
          character: ['classic', 'stylish', 'practical'],
        },
      },
    ],
  },
  {
    type: 'FRAGRANCE',
    name: 'Fragrance',
    codePrefix: 'FRA',
    share: 15,
    priceUsd: [35, 320],
    closers: ['Exclusive duty-free price.', 'Gift-wrapped on request on board.'],
    children: [
      {
        name: 'Eau de Parfum',
        priceUsd: [65, 180],
        names: ['{scent} Eau de Parfum {size}', '{scent} Intense Eau de Parfum {size}'],
        descriptions: [
          'Opens with {top}, with a heart of {heart} and a base of {base}.',
          'A {mood} scent that lasts from departure to arrival.',
        ],
        parts: {
          scent: scents,
          size: eauSizes,
          top: ['bergamot', 'pink pepper', 'mandarin', 'cardamom'],
          heart: ['rose', 'jasmine', 'orris', 'orange blossom'],
          base: ['oud', 'sandalwood', 'amber', 'musk', 'vetiver'],
          mood: ['warm', 'radiant', 'sensual', 'fresh'],
        },
      },
      {
        name: 'Eau de Toilette',
        priceUsd: [40, 110],
        names: ['{scent} Eau de Toilette {size}', '{scent} Sport Eau de Toilette {size}'],
        descriptions: ['Light notes of {top} over {base}.', 'An everyday {mood} fragrance.'],
        parts: {
          scent: scents,
          size: eauSizes,
          top: ['lemon', 'sea breeze', 'green tea', 'grapefruit'],
          base: ['cedar', 'white musk', 'tonka bean'],
          mood: ['fresh', 'clean', 'easy'],
        },
      },
      {
        name: 'Fragrance Gift Sets',
        priceUsd: [70, 190],
        names: ['{scent} Gift Set, EDP {size} and Body Lotion', 'Discovery Set, {count} x 10ml'],
        descriptions: [
          'Beautifully boxed and ready to give.',
          'A perfect gift from the signature collection.',
        ],
        parts: {
          scent: scents,
          size: eauSizes,
          count: [
            ['5', 1],
            ['8', 1.4],
          ],
        },
      },
    ],
  },
  {
    type: 'COSMETICS',
    name: 'Cosmetics',
    codePrefix: 'COS',
    share: 14,
    priceUsd: [15, 250],
    closers: ['Dermatologically tested.', 'Not tested on animals.'],
    children: [
      {
        name: 'Skincare',
        priceUsd: [30, 160],
        names: ['{active} {product} {size}', '{active} {product} Duo'],
        descriptions: ['The {active} formula helps {benefit}.', 'Suitable for {skin}, morning and evening.'],
        parts: {
          active: ['Vitamin C', 'Hyaluronic', 'Retinol', 'Peptide', 'Rose Hip', 'Niacinamide'],
          product: ['Serum', 'Night Cream', 'Day Cream SPF 30', 'Eye Contour Gel', 'Hydrating Toner'],
          size: [
            ['30ml', 1],
            ['50ml', 1.4],
          ],
          benefit: ['brighten tired skin', 'restore moisture after a flight', 'smooth fine lines'],
          skin: ['all skin types', 'dry skin', 'sensitive skin', 'combination skin'],
        },
      },
      {
        name: 'Make-up',
        priceUsd: [18, 70],
        names: ['{product}, {shade}', 'Eyeshadow Palette, {shade}'],
        descriptions: [
          'A {finish} finish that lasts all day.',
          'The {shade} shade flatters every skin tone.',
        ],
        parts: {
          product: ['Long-Wear Lipstick', 'Volume Mascara', 'Liquid Foundation', 'Cream Blush', 'Lip Gloss'],
          shade: ['Rosewood', 'Nude Silk', 'Ruby', 'Midnight', 'Desert Sand', 'Coral'],
          finish: ['matte', 'satin', 'luminous', 'velvet'],
        },
      },
      {
        name: 'Body & Hair Care',
        priceUsd: [15, 60],
        names: ['{product} {size}', '{scent} {product} {size}'],
        descriptions: [
          'Enriched with {oil} for soft, nourished skin and hair.',
          'A {mood} treat after a long flight.',
        ],
        parts: {
          product: ['Body Butter', 'Hair Oil', 'Hand Cream', 'Repair Shampoo', 'Shower Gel'],
          scent: ['Coconut', 'Lavender', 'White Tea', 'Vanilla'],
          size: [
            ['200ml', 1],
            ['400ml', 1.6],
          ],
          oil: ['shea butter', 'argan oil', 'jojoba oil', 'almond oil'],
          mood: ['relaxing', 'refreshing', 'comforting'],
        },
      },
    ],
  },
  {
    type: 'WATCHES',
    name: 'Watches',
    codePrefix: 'WAT',
    share: 8,
    priceUsd: [150, 4000],
    closers: ['Two-year international warranty.', 'Comes in a presentation box.'],
    children: [
      {
        name: "Men's Watches",
        priceUsd: [220, 1200],
        names: ['{model} {movement} {case}mm, {material}'],
        descriptions: [
          'A {dial} dial under sapphire crystal, water resistant to {depth}.',
          'Powered by a {movement} movement with a {reserve} power reserve.',
        ],
        parts: {
          model: ['Meridian', 'Altitude', 'Navigator', 'Aviator', 'Horizon'],
          movement: [
            ['Automatic', 1.3],
            ['Chronograph', 1.5],
            ['GMT', 1.6],
            ['Quartz', 0.7],
          ],
          case: ['40', '41', '42', '44'],
          material: [
            ['Stainless Steel', 1],
            ['Titanium', 1.4],
            ['Rose Gold PVD', 1.2],
            ['18k Gold', 3.5],
          ],
          dial: ['sunburst blue', 'matte black', 'silver', 'green'],
          depth: ['100m', '200m', '50m'],
          reserve: ['42-hour', '70-hour', 'long'],
        },
      },
      {
        name: "Women's Watches",
        priceUsd: [150, 900],
        names: ['{model} {style} {case}mm, {material}'],
        descriptions: ['A {dial} dial with {detail}.', 'Slim and light for every day.'],
        parts: {
          model: ['Luna', 'Aurora', 'Etoile', 'Camellia'],
          style: [
            ['Quartz', 0.8],
            ['Mother-of-Pearl', 1.2],
            ['Diamond Bezel', 2.5],
            ['Automatic', 1.4],
          ],
          case: ['28', '32', '34', '36'],
          material: [
            ['Stainless Steel', 1],
            ['Two-Tone', 1.3],
            ['Rose Gold PVD', 1.2],
          ],
          dial: ['mother-of-pearl', 'champagne', 'white lacquer', 'rose'],
          detail: ['Roman numerals', 'diamond indices', 'a mesh bracelet', 'a leather strap'],
        },
      },
      {
        name: 'Sport & Pilot Watches',
        priceUsd: [150, 700],
        names: ['Pilot {movement} {case}mm', 'Solar Field Watch {case}mm, {colour}', 'Diver 300m {case}mm'],
        descriptions: ['Built for {use}, with luminous hands.', 'A {colour:lower} strap that dries fast.'],
        parts: {
          movement: [
            ['Automatic', 1.3],
            ['Chronograph', 1.5],
            ['Quartz', 0.7],
          ],
          case: ['40', '42', '44', '46'],
          colour: colours,
          use: ['the cockpit', 'the trail', 'the open water'],
        },
      },
    ],
  },
  {
    type: 'ELECTRONICS',
    name: 'Electronics',
    codePrefix: 'ELE',
    share: 10,
    priceUsd: [20, 900],
    closers: ['Universal charger for all plug types.', 'One-year international warranty.'],
    children: [
      {
        name: 'Headphones',
        priceUsd: [45, 200],
        names: ['{kind} Headphones, {colour}'],
        descriptions: [
          '{feature} and up to {hours} hours of battery life.',
          'Comes with a compact travel case.',
        ],
        parts: {
          kind: [
            ['Wireless Noise-Cancelling Over-Ear', 2],
            ['True Wireless', 1],
            ['Sport In-Ear', 0.6],
            ['Studio Over-Ear', 1.4],
          ],
          colour: colours,
          feature: ['Adaptive noise cancelling', 'Spatial audio', 'Multipoint pairing'],
          hours: ['24', '30', '40'],
        },
      },
      {
        name: 'Cameras',
        priceUsd: [120, 650],
        names: ['{kind}, {colour}'],
        descriptions: ['Comes with a {extra} and a travel pouch.', 'Small enough for the whole trip.'],
        parts: {
          kind: [
            ['Mirrorless Camera Kit 24MP', 1.6],
            ['Action Camera 4K', 0.8],
            ['Instant Film Camera', 0.5],
            ['Travel Zoom Compact 20MP', 1],
          ],
          colour: colours,
          extra: ['spare battery', 'memory card', 'wrist strap'],
        },
      },
      {
        name: 'Power & Chargers',
        priceUsd: [20, 70],
        names: [
          '{capacity} mAh Power Bank, {colour}',
          'GaN Travel Charger {watts}W',
          'Universal Adapter with USB-C',
        ],
        descriptions: ['Charges a phone and a laptop at once.', 'Airline-approved for cabin baggage.'],
        parts: {
          capacity: [
            ['10,000', 0.8],
            ['20,000', 1.2],
          ],
          colour: colours,
          watts: [
            ['65', 1],
            ['100', 1.4],
          ],
        },
      },
      {
        name: 'Speakers',
        priceUsd: [40, 300],
        names: ['Portable Bluetooth Speaker {size}, {colour}', 'Smart Speaker {size}'],
        descriptions: [
          '{hours} hours of sound, waterproof to IP67.',
          'Room-filling sound from a {size} speaker.',
        ],
        parts: {
          size: [
            ['Mini', 0.6],
            ['Go', 1],
            ['Max', 2],
          ],
          colour: colours,
          hours: ['12', '18', '24'],
        },
      },
    ],
  },
  {
    type: 'CONFECTIONERY',
    name: 'Confectionery',
    codePrefix: 'CON',
    share: 12,
    priceUsd: [5, 40],
    closers: ['May contain traces of nuts.', 'A sweet gift to bring home.'],
    children: [
      {
        name: 'Chocolate',
        priceUsd: [6, 22],
        names: ['{cocoa} Chocolate {format} {weight}', '{cocoa} Chocolate Bar 100g'],
        descriptions: ['Made with {origin} cocoa and {note}.', 'A {character} chocolate for sharing.'],
        parts: {
          cocoa: ['Dark 70%', 'Milk', 'Salted Caramel', 'Hazelnut', 'Single-Origin Dark', 'White Raspberry'],
          format: [
            ['Pralines', 1.3],
            ['Truffles', 1.4],
            ['Gift Tin', 1.2],
            ['Squares', 1],
          ],
          weight: weights,
          origin: ['West African', 'Ecuadorian', 'Ethiopian', 'Madagascan'],
          note: ['Bourbon vanilla', 'sea salt', 'roasted hazelnuts', 'a hint of coffee'],
          character: ['smooth', 'intense', 'creamy'],
        },
      },
      {
        name: 'Sweets & Biscuits',
        priceUsd: [5, 20],
        names: ['{sweet} {weight}', 'Assorted {sweet} Travel Tin'],
        descriptions: ['Made to a {recipe} recipe.', 'Individually wrapped for the journey.'],
        parts: {
          sweet: ['Butter Shortbread', 'Fruit Pastilles', 'Toffees', 'Almond Biscotti', 'Turkish Delight'],
          weight: weights,
          recipe: ['family', 'traditional', 'century-old'],
        },
      },
      {
        name: 'Dates & Nuts',
        priceUsd: [8, 25],
        names: ['{dates} {weight}', 'Roasted {nuts} {weight}'],
        descriptions: ['Hand-picked and packed at harvest.', 'A {character} snack for the flight.'],
        parts: {
          dates: ['Medjool Dates', 'Stuffed Dates with Almonds', 'Chocolate-Covered Dates'],
          nuts: ['Cashews with Honey', 'Pistachios', 'Macadamias', 'Spiced Almonds'],
          weight: weights,
          character: ['wholesome', 'natural', 'satisfying'],
        },
      },
    ],
  },
  {
    type: 'TRAVEL_GOODS',
    name: 'Travel Goods',
    codePrefix: 'TRV',
    share: 7,
    priceUsd: [20, 600],
    closers: ['Free monogramming at selected stores.', 'Five-year guarantee.'],
    children: [
      {
        name: 'Luggage',
        priceUsd: [140, 320],
        names: ['{size} {shell} Spinner, {colour}'],
        descriptions: ['Four silent wheels and a {lock} lock.', 'Expands by {extra} for the trip home.'],
        parts: {
          size: [
            ['Cabin 55cm', 1],
            ['Medium 68cm', 1.3],
            ['Large 77cm', 1.6],
          ],
          shell: [
            ['Hard-Shell', 1],
            ['Aluminium', 1.8],
            ['Soft-Side', 0.8],
          ],
          colour: colours,
          lock: ['TSA-approved', 'three-digit', 'fingerprint'],
          extra: ['5cm', '15%', 'a zip gusset'],
        },
      },
      {
        name: 'Bags & Wallets',
        priceUsd: [40, 260],
        names: ['Leather {bag}, {colour}', 'Saffiano Leather {bag}, {colour}'],
        descriptions: ['Full-grain leather that ages beautifully.', 'Made to last, with {feature}.'],
        parts: {
          bag: [
            ['Weekender', 2],
            ['Backpack', 1.5],
            ['Passport Holder', 0.4],
            ['Card Wallet', 0.35],
            ['Crossbody Bag', 1],
          ],
          colour: colours,
          feature: ['RFID protection', 'a padded laptop sleeve', 'a luggage-trolley strap'],
        },
      },
      {
        name: 'Travel Accessories',
        priceUsd: [20, 60],
        names: ['{accessory}, {colour}'],
        descriptions: ['Made for long-haul comfort.', 'Packs small, {benefit}.'],
        parts: {
          accessory: [
            'Memory Foam Travel Pillow',
            'Packing Cubes, Set of 4',
            'Silk Sleep Mask',
            'Compression Socks',
          ],
          colour: colours,
          benefit: ['weighs next to nothing', 'washes easily', 'fits any bag'],
        },
      },
    ],
  },
  {
    type: 'SOUVENIRS',
    name: 'Souvenirs',
    codePrefix: 'SOU',
    share: 7,
    priceUsd: [10, 180],
    closers: ['Made in Ethiopia.', 'A keepsake of your journey.'],
    children: [
      {
        name: 'Model Aircraft',
        priceUsd: [40, 90],
        names: ['{plane} Model 1:{scale}', '{plane} Model 1:{scale}, Retro Livery'],
        descriptions: ['Die-cast metal with a display stand.', 'Painted in the airline colours.'],
        parts: {
          plane: [
            'Airbus A350-900',
            'Boeing 787-9 Dreamliner',
            'Boeing 777F',
            'Dash 8-Q400',
            'Boeing 737 MAX 8',
          ],
          scale: [
            ['400', 0.6],
            ['200', 1],
            ['100', 2],
          ],
        },
      },
      {
        name: 'Coffee',
        priceUsd: [10, 30],
        names: [
          '{origin} Single-Origin Coffee Beans {weight}',
          '{origin} Ground Coffee {weight}',
          'Coffee Ceremony Gift Set, {origin}',
        ],
        descriptions: [
          'Grown at altitude in {origin} with notes of {note}.',
          'Roasted in Addis Ababa within weeks of your flight.',
        ],
        parts: {
          origin: ['Yirgacheffe', 'Sidamo', 'Harar', 'Guji', 'Limu'],
          weight: weights,
          note: ['blueberry', 'jasmine', 'lemon', 'dark chocolate'],
        },
      },
      {
        name: 'Handcrafts & Textiles',
        priceUsd: [15, 120],
        names: ['Handwoven {textile}', 'Hand-Carved {craft}', 'Handmade {pottery}'],
        descriptions: ['Made by artisans in {town}.', 'Each piece is unique.'],
        parts: {
          textile: [
            ['Cotton Netela Scarf', 0.6],
            ['Gabi Blanket', 1.5],
            ['Table Runner', 0.8],
            ['Mesob Basket', 1.6],
          ],
          craft: [
            ['Wooden Cross', 0.8],
            ['Olive Wood Bowl', 1],
            ['Three-Legged Stool', 1.5],
          ],
          pottery: [
            ['Clay Coffee Pot (Jebena)', 0.6],
            ['Clay Incense Burner', 0.4],
          ],
          town: ['Lalibela', 'Gondar', 'Axum', 'Bahir Dar'],
        },
      },
    ],
  },
];

export type BrandPlan = {
  name: string;
  /**
   * The name in Arabic and in Chinese, written the way Gulf and Chinese duty-free shops print a brand:
   * Arabic transliterates it; Chinese transliterates it by sound, with the established Chinese name of a
   * place or a word that has one (Glen 格兰, Geneve 日内瓦, Chateau … 酒庄, Watches 腕表).
   */
  translated: Translated;
  /** Names of the categories (top or child) whose products the brand makes. */
  makes: readonly string[];
  isPowerBrand: boolean;
  /** Brands without a logo exercise the UI's placeholder with the brand's name. */
  hasLogo: boolean;
};

const brand = (
  [name, ar, zh]: readonly [en: string, ar: string, zh: string],
  makes: readonly string[],
  isPowerBrand: boolean,
  hasLogo = true,
): BrandPlan => ({ name, translated: [ar, zh], makes, isPowerBrand, hasLogo });

export const brandPlan: readonly BrandPlan[] = [
  brand(['Highland Reserve', 'هايلاند ريزيرف', '海兰德珍藏'], ['Whisky'], true),
  brand(['Glen Aldric', 'غلين ألدريك', '格兰奥德里克'], ['Whisky'], true),
  brand(['Juniper & Rowe', 'جونيبر آند رو', '朱尼珀罗威'], ['Gin', 'Vodka'], true),
  brand(['Baltic Frost', 'بالتيك فروست', '波罗的弗罗斯特'], ['Vodka', 'Gin'], true),
  brand(['Maison Delacour', 'ميزون دولاكور', '梅森德拉库尔'], ['Cognac & Brandy', 'Wine & Champagne'], true),
  brand(['Chateau Valmont', 'شاتو فالمون', '瓦尔蒙酒庄'], ['Wine & Champagne', 'Cognac & Brandy'], false),
  brand(['Copper Still Distillers', 'كوبر ستيل ديستيلرز', '科珀斯蒂尔酒厂'], ['Whisky', 'Gin'], false, false),
  brand(['Havana Crest', 'هافانا كرست', '哈瓦那克雷斯特'], ['Cigars', 'Smoking Accessories'], true),
  brand(['Royal Meridian', 'رويال ميريديان', '皇家梅里迪安'], ['Cigarettes', 'Smoking Accessories'], true),
  brand(['Ashford & Pike', 'آشفورد آند بايك', '阿什福德派克'], ['Tobacco'], false, false),
  brand(['Maison Celeste', 'ميزون سيليست', '梅森赛莱斯特'], ['Fragrance', 'Skincare'], true),
  brand(['Aurelie Paris', 'أوريلي باريس', '奥蕾莉巴黎'], ['Fragrance', 'Make-up'], true),
  brand(['Oud Al Noor', 'عود النور', '乌德努尔'], ['Fragrance'], true),
  brand(['Velvet Iris', 'فيلفت آيريس', '薇尔薇特艾瑞斯'], ['Fragrance', 'Body & Hair Care'], false),
  brand(['Lumiere Botanique', 'لوميير بوتانيك', '露米埃博塔尼克'], ['Skincare', 'Body & Hair Care'], true),
  brand(['Dermalis', 'ديرماليس', '德玛丽丝'], ['Skincare'], true),
  brand(['Nordic Dew', 'نورديك ديو', '北欧露'], ['Cosmetics'], false, false),
  brand(
    ['Kestrel Watches', 'كيستريل ووتشز', '凯斯特尔腕表'],
    ["Men's Watches", 'Sport & Pilot Watches'],
    true,
  ),
  brand(
    ['Altitude Horlogerie', 'ألتيتود أورلوجري', '阿尔蒂图德制表'],
    ["Men's Watches", "Women's Watches"],
    true,
  ),
  brand(['Solenne Geneve', 'سولين جنيف', '索莱娜日内瓦'], ["Women's Watches"], true),
  brand(['Vantage Chronograph', 'فانتاج كرونوغراف', '万提奇计时'], ['Watches'], false),
  brand(['Auralis', 'أوراليس', '奥拉利斯'], ['Headphones', 'Speakers'], true),
  brand(['Voltix', 'فولتكس', '沃尔蒂克斯'], ['Power & Chargers', 'Speakers'], true),
  brand(['Pixora', 'بيكسورا', '皮克索拉'], ['Cameras'], true, false),
  brand(['Skyline Audio', 'سكاي لاين أوديو', '斯凯莱恩音响'], ['Headphones', 'Speakers'], false),
  brand(['Cocoa Atelier', 'كوكوا أتيليه', '可可阿特利耶'], ['Chocolate'], true),
  brand(
    ['Alpine Praline Co.', 'ألباين برالين كو', '阿尔卑斯普拉林'],
    ['Chocolate', 'Sweets & Biscuits'],
    true,
  ),
  brand(['Sahara Dates', 'صحارى ديتس', '撒哈拉椰枣'], ['Dates & Nuts'], false, false),
  brand(['Nomad & Co.', 'نوماد آند كو', '诺玛德'], ['Travel Accessories', 'Bags & Wallets'], true),
  brand(['Aerolite Luggage', 'إيرولايت لاغيج', '艾罗莱特箱包'], ['Luggage'], true),
  brand(['Wayfarer Leather', 'وايفيرر ليذر', '韦法尔皮具'], ['Bags & Wallets'], false),
  brand(['Sheba Heritage', 'شيبا هيريتيج', '示巴传承'], ['Model Aircraft', 'Handcrafts & Textiles'], true),
  brand(['Abyssinia Crafts', 'أبيسينيا كرافتس', '阿比西尼亚工艺'], ['Handcrafts & Textiles'], false, false),
  brand(['Yirga Highlands Coffee', 'يرغا هايلاندز كوفي', '耶加高地咖啡'], ['Coffee'], true, false),
  brand(['Skyward Models', 'سكايوارد موديلز', '斯凯沃德模型'], ['Model Aircraft'], false),
  brand(
    ['Blue Nile Trading', 'بلو نايل تريدينغ', '青尼罗贸易'],
    ['Coffee', 'Sweets & Biscuits', 'Travel Accessories'],
    false,
    false,
  ),
];
