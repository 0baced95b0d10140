import type { Insertable } from 'kysely';
import type { ItemTable } from '../db/schema.ts';

// What customs measure of a generated product, read from its category and its English name (the name
// states the size: "70cl", "1L", "Magnum 1.5L", "200s Carton", "Box of 25"). Strengths are typical of the
// kind (no demo product states one): 40 % for spirits, 57.1 % for navy-strength gin, 12.5 % for wine.

type CustomsMeasures = Pick<
  Insertable<ItemTable>,
  'customs_kind' | 'volume_ml' | 'strength_abv_tenths' | 'pieces'
>;

const SPIRITS = new Set(['Whisky', 'Gin', 'Vodka', 'Cognac & Brandy']);

function millilitres(name: string): number | null {
  const litres = /(\d+(?:\.\d+)?)L\b/.exec(name);
  if (litres) return Math.round(Number(litres[1]) * 1000);
  const centilitres = /(\d+)cl\b/.exec(name);
  return centilitres ? Number(centilitres[1]) * 10 : null;
}

export function customsMeasures(categoryName: string, englishName: string): CustomsMeasures {
  if (SPIRITS.has(categoryName)) {
    const strength = englishName.startsWith('Navy Strength') ? 571 : 400;
    return { customs_kind: 'spirits', volume_ml: millilitres(englishName), strength_abv_tenths: strength };
  }
  if (categoryName === 'Wine & Champagne') {
    return { customs_kind: 'wine', volume_ml: millilitres(englishName), strength_abv_tenths: 125 };
  }
  if (categoryName === 'Cigarettes') {
    const pieces = /(\d+)s (?:Twin )?Carton/.exec(englishName);
    return { customs_kind: 'cigarettes', pieces: pieces ? Number(pieces[1]) : null };
  }
  if (categoryName === 'Cigars') {
    const pieces = /Box of (\d+)/.exec(englishName);
    return { customs_kind: 'cigars', pieces: pieces ? Number(pieces[1]) : null };
  }
  return {};
}
