import type { Insertable } from 'kysely';
import type { ItemTable } from '../db/schema.ts';

// What customs measure of a generated product, read from its category and its English name (the name
// states the size: "70cl", "1L", "Magnum 1.5L", "100ml", "5 x 10ml", "200s Carton", "Box of 25").
// Strengths and weights are typical of the kind (no demo product states one): 40 % for spirits, 57.1 % for
// navy-strength gin, 12.5 % for wine; a gram of tobacco a cigarette and 12 grams a cigar. Eau de parfum
// and the gift sets' fragrances count as perfume, eau de toilette as toilet water.

type CustomsMeasures = Pick<
  Insertable<ItemTable>,
  'customs_kind' | 'volume_ml' | 'strength_abv_tenths' | 'pieces' | 'tobacco_g'
>;

const TOBACCO_GRAMS = { cigarettes: 1, cigars: 12 } as const;

const SPIRITS = new Set(['Whisky', 'Gin', 'Vodka', 'Cognac & Brandy']);

function millilitres(name: string): number | null {
  const litres = /(\d+(?:\.\d+)?)L\b/.exec(name);
  if (litres) return Math.round(Number(litres[1]) * 1000);
  const centilitres = /(\d+)cl\b/.exec(name);
  if (centilitres) return Number(centilitres[1]) * 10;
  const vials = /(\d+) x (\d+)ml\b/.exec(name);
  if (vials) return Number(vials[1]) * Number(vials[2]);
  const millilitres = /(\d+)ml\b/.exec(name);
  return millilitres ? Number(millilitres[1]) : null;
}

function tobacco(kind: keyof typeof TOBACCO_GRAMS, pieces: RegExpExecArray | null): CustomsMeasures {
  const count = pieces ? Number(pieces[1]) : null;
  return { customs_kind: kind, pieces: count, tobacco_g: count && count * TOBACCO_GRAMS[kind] };
}

export function customsMeasures(categoryName: string, englishName: string): CustomsMeasures {
  if (SPIRITS.has(categoryName)) {
    const strength = englishName.startsWith('Navy Strength') ? 571 : 400;
    return { customs_kind: 'spirits', volume_ml: millilitres(englishName), strength_abv_tenths: strength };
  }
  if (categoryName === 'Wine & Champagne') {
    return { customs_kind: 'wine', volume_ml: millilitres(englishName), strength_abv_tenths: 125 };
  }
  if (categoryName === 'Cigarettes')
    return tobacco('cigarettes', /(\d+)s (?:Twin )?Carton/.exec(englishName));
  if (categoryName === 'Cigars') return tobacco('cigars', /Box of (\d+)/.exec(englishName));
  if (categoryName === 'Eau de Parfum' || categoryName === 'Fragrance Gift Sets') {
    return { customs_kind: 'perfume', volume_ml: millilitres(englishName) };
  }
  if (categoryName === 'Eau de Toilette') {
    return { customs_kind: 'toiletWater', volume_ml: millilitres(englishName) };
  }
  return {};
}
