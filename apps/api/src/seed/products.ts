import type { Insertable } from 'kysely';
import type { ItemTable } from '../db/schema.ts';
import type { ChildCategoryPlan, Part, TopCategoryPlan } from './catalogue-plan.ts';
import { inSeedLanguage, type SeedLanguage } from './catalogue-words.ts';
import { customsMeasures } from './customs-measures.ts';
import { DAY_MS, MINUTE_MS } from './durations.ts';
import type { Dice } from './random.ts';
import type { SpecialItemPlan } from './special-items.ts';

// Builds believable products from the catalogue plan: names and descriptions from parts, prices in the
// range of their category, list prices above some current prices, miles from the price, and a stock
// that is mostly comfortable but sometimes 0, 1 or 2 so that the stock rules of SPEC §5 show. Names and
// descriptions are written in Arabic and Chinese too, from the same choices (catalogue-words.ts), without
// drawing any more dice: a catalogue is the same with or without its translations.

export type CatalogueBrand = { id: number; name: string };

/** A child category as stored, with what the plan says about its products. */
export type CatalogueCategory = {
  id: number;
  top: TopCategoryPlan;
  plan: ChildCategoryPlan;
  brands: readonly CatalogueBrand[];
};

export type GeneratedItem = {
  /** With its name and description in Arabic and Chinese. */
  row: Insertable<ItemTable>;
  brandName: string;
  /** How many pictures the product has (2 or 3). */
  pictures: number;
  /** How many of its units were sold, for the best sellers (`item_sales`). */
  unitsSold: number;
};

function partText(part: Part): string {
  return typeof part === 'string' ? part : part[0];
}

function partFactor(part: Part): number {
  return typeof part === 'string' ? 1 : part[1];
}

/**
 * Fills the patterns of one product. A key keeps its first choice, so that the description of a
 * 'Vitamin C Serum' speaks of vitamin C; the price factor multiplies the factors of the parts chosen.
 */
export class PartChooser {
  private readonly parts: ChildCategoryPlan['parts'];
  private readonly dice: Dice;
  private readonly chosen = new Map<string, Part>();
  priceFactor = 1;

  constructor(parts: ChildCategoryPlan['parts'], dice: Dice) {
    this.parts = parts;
    this.dice = dice;
  }

  fill(pattern: string): string {
    return pattern.replace(/\{(\w+)(:lower)?\}/g, (_, key: string, lower: string | undefined) => {
      const text = partText(this.choose(key, pattern));
      return lower ? text.toLowerCase() : text;
    });
  }

  /** The pattern in Arabic or Chinese with the parts already chosen for it, translated. */
  fillIn(pattern: string, language: SeedLanguage): string {
    return inSeedLanguage(pattern, language).replace(/\{(\w+)(:lower)?\}/g, (_, key: string) =>
      inSeedLanguage(partText(this.choose(key, pattern)), language),
    );
  }

  private choose(key: string, pattern: string): Part {
    const earlier = this.chosen.get(key);
    if (earlier) return earlier;
    const choices = this.parts[key];
    if (!choices) throw new Error(`No parts for {${key}} in pattern '${pattern}'`);
    const part = this.dice.pick(choices);
    this.chosen.set(key, part);
    this.priceFactor *= partFactor(part);
    return part;
  }
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Chinese sentences end in '。' and follow one another without a space. */
function joinSentences(sentences: readonly string[], language: 'en' | SeedLanguage): string {
  return sentences.join(language === 'zh' ? '' : ' ');
}

/** A text in English with its translations. */
export type TranslatedText = { en: string; ar: string; zh: string };

/** Whole dollars ending in .99 below 1,000 USD; round tens above, as price tags in a shop do. */
function shelfPriceCents(usd: number, [min, max]: readonly [number, number]): number {
  const clamped = Math.min(max, Math.max(min, usd));
  const cents = clamped >= 1000 ? Math.round(clamped / 10) * 1000 : Math.round(clamped) * 100 - 1;
  return Math.min(max * 100, Math.max(min * 100, cents));
}

/** SPEC §3 miles: about one mile per US cent to redeem, 2 to 5 % of that earned. */
function milesFor(priceCents: number, dice: Dice): { redeem: number; accrual: number } {
  const redeem = Math.ceil(priceCents / 100) * 100;
  return { redeem, accrual: Math.round((redeem * dice.int(2, 5)) / 100) };
}

const YOUTUBE_ID_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

/** A stock level that is usually comfortable; one product in 40 each has 0, 1 or 2 left. */
function stockFor(sequence: number, dice: Dice): number {
  const slot = sequence % 40;
  if (slot < 3) return slot;
  return dice.chance(0.05) ? dice.int(3, 4) : dice.int(5, 60);
}

/** A top category's share of the products, split evenly among its children. */
function shareOf(category: CatalogueCategory): number {
  return category.top.share / category.top.children.length;
}

export class ProductGenerator {
  private readonly dice: Dice;
  private readonly now: number;
  private readonly categories: readonly CatalogueCategory[];
  private readonly totalShare: number;
  private readonly codeCounters = new Map<string, number>();
  private generated = 0;

  constructor(dice: Dice, now: number, categories: readonly CatalogueCategory[]) {
    this.dice = dice;
    this.now = now;
    this.categories = categories;
    this.totalShare = categories.reduce((sum, c) => sum + shareOf(c), 0);
  }

  /** One of the products with a fixed code, in its planned category and brand. */
  special(plan: SpecialItemPlan, category: CatalogueCategory, brand: CatalogueBrand): GeneratedItem {
    const currentPriceCents = Math.round(plan.priceUsd * 100);
    return this.item({
      code: plan.code,
      name: { en: plan.name, ar: plan.translations.ar[0], zh: plan.translations.zh[0] },
      description: {
        en: plan.description,
        ar: plan.translations.ar[1],
        zh: plan.translations.zh[1],
      },
      category,
      brand,
      currentPriceCents,
      stock: this.dice.int(20, 40),
    });
  }

  /** The next generated product, in a category drawn by the plan's shares. */
  next(): GeneratedItem {
    const sequence = this.generated++;
    const category = this.drawCategory();
    const parts = new PartChooser(category.plan.parts, this.dice);
    const namePattern = this.dice.pick(category.plan.names);
    const name = parts.fill(namePattern);
    const usd = this.dice.logUniform(...category.plan.priceUsd) * parts.priceFactor;
    return this.item({
      code: this.nextCode(category.top.codePrefix),
      name: {
        en: name,
        ar: parts.fillIn(namePattern, 'ar'),
        zh: parts.fillIn(namePattern, 'zh'),
      },
      description: this.describe(category, parts),
      category,
      brand: this.dice.pick(category.brands),
      currentPriceCents: shelfPriceCents(usd, category.top.priceUsd),
      stock: stockFor(sequence, this.dice),
      // The special goods (alcohol- and nicotine-free, accessories) count against no allowance.
      measures: customsMeasures(category.plan.name, name),
    });
  }

  private drawCategory(): CatalogueCategory {
    let point = this.dice.random() * this.totalShare;
    for (const category of this.categories) {
      point -= shareOf(category);
      if (point < 0) return category;
    }
    return this.categories[this.categories.length - 1] as CatalogueCategory;
  }

  private nextCode(prefix: string): string {
    const number = (this.codeCounters.get(prefix) ?? 0) + 1;
    this.codeCounters.set(prefix, number);
    return `${prefix}-${String(number).padStart(5, '0')}`;
  }

  /** One to three sentences: one or two about the product, sometimes one about its category. */
  private describe(category: CatalogueCategory, parts: PartChooser): TranslatedText {
    const { plan, top } = category;
    const patterns = this.dice.sample(plan.descriptions, this.dice.chance(0.5) ? 2 : 1);
    const sentences = patterns.map((pattern) => sentence(parts.fill(pattern)));
    const closer = this.dice.chance(0.5) ? this.dice.pick(top.closers) : undefined;
    const translated = (language: SeedLanguage) =>
      joinSentences(
        [
          ...patterns.map((pattern) => parts.fillIn(pattern, language)),
          ...(closer ? [inSeedLanguage(closer, language)] : []),
        ],
        language,
      );
    return {
      en: joinSentences(closer ? [...sentences, closer] : sentences, 'en'),
      ar: translated('ar'),
      zh: translated('zh'),
    };
  }

  private item(spec: {
    code: string;
    name: TranslatedText;
    description: TranslatedText;
    category: CatalogueCategory;
    brand: CatalogueBrand;
    currentPriceCents: number;
    stock: number;
    measures?: ReturnType<typeof customsMeasures>;
  }): GeneratedItem {
    const { dice } = this;
    const discounted = dice.chance(0.3);
    const salesRateCents = discounted
      ? Math.ceil(spec.currentPriceCents / (1 - dice.int(10, 30) / 100) / 100) * 100
      : spec.currentPriceCents;
    // A few products are cheaper only from a quantity on (SPEC §9: list price below orderQuantity).
    const perQuantity = discounted && dice.chance(0.15);
    const miles = milesFor(spec.currentPriceCents, dice);
    return {
      brandName: spec.brand.name,
      pictures: dice.chance(0.5) ? 3 : 2,
      row: {
        item_code: spec.code,
        name: spec.name.en,
        name_ar: spec.name.ar,
        name_zh: spec.name.zh,
        description: spec.description.en,
        description_ar: spec.description.ar,
        description_zh: spec.description.zh,
        brand_id: spec.brand.id,
        category_id: spec.category.id,
        category_type: spec.category.top.type,
        stock: spec.stock,
        current_price_cents: spec.currentPriceCents,
        sales_rate_cents: salesRateCents,
        is_percentage: perQuantity ? 1 : 0,
        order_quantity: perQuantity ? dice.int(2, 3) : 0,
        miles_for_redeem: miles.redeem,
        miles_for_accrual: miles.accrual,
        is_travel_exclusive: dice.chance(0.08) ? 1 : 0,
        youtube_url: dice.chance(0.03) ? this.youtubeUrl() : null,
        registered_at: this.now - dice.int(0, (180 * DAY_MS) / MINUTE_MS) * MINUTE_MS,
        ...spec.measures,
      },
      unitsSold: Math.floor(dice.random() ** 3 * 5000),
    };
  }

  private youtubeUrl(): string {
    const id = Array.from({ length: 11 }, () => this.dice.pick(YOUTUBE_ID_CHARACTERS)).join('');
    return `https://www.youtube-nocookie.com/embed/${id}`;
  }
}
