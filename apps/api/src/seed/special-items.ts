import { EU_BAN_EFFECTIVE_DATE, EU_BANNED_INGREDIENT } from './purchase-rule-codes.ts';

// Products with fixed codes that the cart rules of SPEC §4 single out (purchase-rule-codes.ts lists the
// codes). They are part of every demo catalogue, whatever its size.

export type SpecialItemPlan = {
  code: string;
  name: string;
  description: string;
  /** Name of the child category. */
  category: string;
  brand: string;
  priceUsd: number;
};

const alcoholFree = 'Contains no alcohol, so no age check is needed.';
const nicotineFree = 'Contains no tobacco or nicotine, so no age check is needed.';
const euBan = `Contains ${EU_BANNED_INGREDIENT}, which may not be sold for use in the European Union since ${EU_BAN_EFFECTIVE_DATE}.`;

export const specialItems: readonly SpecialItemPlan[] = [
  {
    code: 'LIQ-NA-01',
    name: 'Zero Proof Botanical Spirit 70cl',
    description: `A distilled botanical spirit with juniper, cucumber and lime. ${alcoholFree}`,
    category: 'Gin',
    brand: 'Juniper & Rowe',
    priceUsd: 29.99,
  },
  {
    code: 'LIQ-NA-02',
    name: 'Alcohol-Free Sparkling Rose 75cl',
    description: `Fine bubbles with notes of strawberry and brioche. ${alcoholFree}`,
    category: 'Wine & Champagne',
    brand: 'Chateau Valmont',
    priceUsd: 25.99,
  },
  {
    code: 'LIQ-NA-03',
    name: 'Smoked Oak Whisky Alternative 70cl',
    description: `Smoky, oaky and warming, made without a drop of spirit. ${alcoholFree}`,
    category: 'Whisky',
    brand: 'Copper Still Distillers',
    priceUsd: 32.99,
  },
  {
    code: 'LIQ-NA-04',
    name: 'Crystal Tumblers and Whisky Stones Gift Set',
    description: `Two crystal tumblers and nine soapstone cubes in a wooden box. ${alcoholFree}`,
    category: 'Whisky',
    brand: 'Highland Reserve',
    priceUsd: 27.99,
  },
  {
    code: 'TOB-NF-01',
    name: 'Herbal Blend Cigarettes, 10 x 20',
    description: `Rolled from raspberry leaf, mint and rose petals. ${nicotineFree}`,
    category: 'Cigarettes',
    brand: 'Royal Meridian',
    priceUsd: 34.99,
  },
  {
    code: 'TOB-NF-02',
    name: 'Cedar Travel Humidor for 10 Cigars',
    description: `Spanish cedar lining with a hygrometer in the lid. ${nicotineFree}`,
    category: 'Smoking Accessories',
    brand: 'Havana Crest',
    priceUsd: 89,
  },
  {
    code: 'TOB-NF-03',
    name: 'Double-Blade Cigar Cutter',
    description: `Surgical steel blades for a clean cut every time. ${nicotineFree}`,
    category: 'Smoking Accessories',
    brand: 'Havana Crest',
    priceUsd: 39.99,
  },
  {
    code: 'TOB-NF-04',
    name: 'Leather Cigar Case for 3 Robustos',
    description: `Hand-stitched full-grain leather with a cedar insert. ${nicotineFree}`,
    category: 'Smoking Accessories',
    brand: 'Ashford & Pike',
    priceUsd: 59.99,
  },
  {
    code: 'COS-EU-01',
    name: 'Lily of the Valley Body Lotion 400ml',
    description: `A silky lotion with a fresh floral scent. ${euBan}`,
    category: 'Body & Hair Care',
    brand: 'Velvet Iris',
    priceUsd: 24.99,
  },
  {
    code: 'COS-EU-02',
    name: 'Floral Musk Hand Cream Trio',
    description: `Three scented hand creams in a travel pouch. ${euBan}`,
    category: 'Body & Hair Care',
    brand: 'Lumiere Botanique',
    priceUsd: 29.99,
  },
  {
    code: 'COS-EU-03',
    name: 'Fresh Linen Hair Mist 150ml',
    description: `A light mist that leaves hair soft and scented. ${euBan}`,
    category: 'Body & Hair Care',
    brand: 'Nordic Dew',
    priceUsd: 19.99,
  },
  {
    code: 'COS-EU-04',
    name: 'Muguet Shower Gel 250ml',
    description: `A gentle gel with the scent of spring flowers. ${euBan}`,
    category: 'Body & Hair Care',
    brand: 'Velvet Iris',
    priceUsd: 15.99,
  },
  {
    code: 'COS-EU-05',
    name: 'Classic Aftershave Balm 100ml',
    description: `Soothes and cools the skin after shaving. ${euBan}`,
    category: 'Skincare',
    brand: 'Maison Celeste',
    priceUsd: 34.99,
  },
];
