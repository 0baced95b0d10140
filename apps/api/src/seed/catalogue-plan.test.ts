import { itemCategoryTypes } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { brandPlan, categoryPlan } from './catalogue-plan.ts';
import { AGE_GATE_EXEMPT_ITEM_CODES, EU_BANNED_COSMETIC_ITEM_CODES } from './purchase-rule-codes.ts';
import { specialItems } from './special-items.ts';

const children = categoryPlan.flatMap((top) => top.children.map((child) => ({ top, child })));

function placeholders(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)(?::lower)?\}/g)].map((m) => m[1] as string);
}

describe('the demo catalogue plan', () => {
  it('has the nine departments of a duty-free shop, each with two to five sub-categories', () => {
    expect(categoryPlan.map((top) => top.type)).toEqual([...itemCategoryTypes]);
    for (const top of categoryPlan) {
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      expect(top.children.length).toBeLessThanOrEqual(5);
    }
  });

  it.each(children.map(({ top, child }) => [`${top.name} / ${child.name}`, child] as const))(
    'can fill every name and description pattern of %s',
    (_, child) => {
      for (const pattern of [...child.names, ...child.descriptions]) {
        for (const key of placeholders(pattern))
          expect(child.parts, `{${key}} in '${pattern}'`).toHaveProperty(key);
      }
    },
  );

  it('has a brand for every sub-category', () => {
    for (const { top, child } of children) {
      const makers = brandPlan.filter((b) => b.makes.includes(child.name) || b.makes.includes(top.name));
      expect(makers.length, child.name).toBeGreaterThan(0);
    }
  });

  it('only names categories that exist as what a brand makes', () => {
    const names = new Set(categoryPlan.flatMap((top) => [top.name, ...top.children.map((c) => c.name)]));
    for (const brand of brandPlan) for (const made of brand.makes) expect(names, brand.name).toContain(made);
  });

  it('has at least 30 brands, 21 of them for the brand menu, with unique names', () => {
    expect(brandPlan.length).toBeGreaterThanOrEqual(30);
    expect(brandPlan.filter((b) => b.isPowerBrand).length).toBeGreaterThanOrEqual(21);
    expect(new Set(brandPlan.map((b) => b.name)).size).toBe(brandPlan.length);
  });

  it('names every brand in Arabic and in Chinese script, no two brands alike', () => {
    for (const { name, translated } of brandPlan) {
      expect(translated[0], name).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(translated[1], name).toMatch(/^[\u4E00-\u9FFF]+$/);
    }
    for (const language of [0, 1])
      expect(new Set(brandPlan.map((b) => b.translated[language])).size).toBe(brandPlan.length);
  });

  it('plans one product for each code of the cart rules', () => {
    const codes = specialItems.map((item) => item.code);
    expect(codes).toEqual([...AGE_GATE_EXEMPT_ITEM_CODES, ...EU_BANNED_COSMETIC_ITEM_CODES]);
    expect(AGE_GATE_EXEMPT_ITEM_CODES).toHaveLength(8);
  });

  it.each(specialItems)(
    'prices $code within its department and sells it under a brand of its category',
    (item) => {
      const home = children.find(({ child }) => child.name === item.category);
      expect(home, item.category).toBeDefined();
      const [min, max] = home?.top.priceUsd ?? [0, 0];
      expect(item.priceUsd).toBeGreaterThanOrEqual(min);
      expect(item.priceUsd).toBeLessThanOrEqual(max);
      const brand = brandPlan.find((b) => b.name === item.brand);
      expect([item.category, home?.top.name].some((name) => brand?.makes.includes(name ?? ''))).toBe(true);
    },
  );
});
