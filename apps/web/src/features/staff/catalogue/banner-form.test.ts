import { bannerDraft } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { bannerDraftInput, bannerFormValues, movedOrder } from './banner-form.ts';

describe('the banner form', () => {
  it('starts a new banner large and shown, and sends what was typed with the picture beside it', () => {
    const values = { ...bannerFormValues(undefined), title: ' Coffee Week ' };
    expect(values).toMatchObject({ size: '3', active: 'true', videoUrl: '' });
    expect(bannerDraft.parse(bannerDraftInput(values, null))).toEqual({
      title: 'Coffee Week',
      titleAr: null,
      titleZh: null,
      size: 3,
      videoUrl: null,
      active: true,
      picture: null,
    });
  });

  it('moves a banner one place, and leaves the order alone at either end', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
