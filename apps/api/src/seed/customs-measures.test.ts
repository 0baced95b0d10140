import { describe, expect, it } from 'vitest';
import { customsMeasures } from './customs-measures.ts';

describe('the customs measures of the demo goods', () => {
  it('reads volumes, strengths and pieces from the names', () => {
    expect(customsMeasures('Whisky', '12 Year Old Single Malt 70cl')).toEqual({
      customs_kind: 'spirits',
      volume_ml: 700,
      strength_abv_tenths: 400,
    });
    expect(customsMeasures('Gin', 'Navy Strength Pink Gin 1L')).toMatchObject({
      volume_ml: 1000,
      strength_abv_tenths: 571,
    });
    expect(customsMeasures('Wine & Champagne', 'Syrah Magnum 1.5L')).toMatchObject({
      customs_kind: 'wine',
      volume_ml: 1500,
    });
    expect(customsMeasures('Cigarettes', 'Classic Red Cigarettes 400s Twin Carton')).toEqual({
      customs_kind: 'cigarettes',
      pieces: 400,
      tobacco_g: 400,
    });
    expect(customsMeasures('Cigars', 'Robusto Cigars, Box of 25')).toEqual({
      customs_kind: 'cigars',
      pieces: 25,
      tobacco_g: 300,
    });
    expect(customsMeasures('Eau de Parfum', 'Oud Royale Intense Eau de Parfum 100ml')).toEqual({
      customs_kind: 'perfume',
      volume_ml: 100,
    });
    expect(customsMeasures('Eau de Toilette', 'Oud Royale Eau de Toilette 30ml')).toEqual({
      customs_kind: 'toiletWater',
      volume_ml: 30,
    });
    expect(customsMeasures('Fragrance Gift Sets', 'Discovery Set, 8 x 10ml')).toMatchObject({
      volume_ml: 80,
    });
    expect(customsMeasures('Fragrance Gift Sets', 'Oud Royale Gift Set, EDP 50ml and Body Lotion')).toEqual({
      customs_kind: 'perfume',
      volume_ml: 50,
    });
    expect(customsMeasures('Smoking Accessories', 'Walnut Ashtray')).toEqual({});
  });
});
