import { describe, expect, test } from 'vitest';
import { shopLanguageOf } from './shop-language.ts';

describe('the language a call asks for', () => {
  test('is the bare code the web app sends', () => {
    expect(shopLanguageOf('ar')).toBe('ar');
    expect(shopLanguageOf('zh')).toBe('zh');
    expect(shopLanguageOf('en')).toBe('en');
  });

  test('understands a browser list with regions, scripts and weights', () => {
    expect(shopLanguageOf('zh-Hans-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(shopLanguageOf('fr-FR,fr;q=0.9,ar-EG;q=0.5,en;q=0.4')).toBe('ar');
    expect(shopLanguageOf('en;q=0.3, AR;q=0.7')).toBe('ar');
  });

  test('falls back to English for a missing, unknown or refused language', () => {
    expect(shopLanguageOf(undefined)).toBe('en');
    expect(shopLanguageOf('')).toBe('en');
    expect(shopLanguageOf('fr, de;q=0.5')).toBe('en');
    expect(shopLanguageOf('ar;q=0')).toBe('en');
    expect(shopLanguageOf('ar;q=abc')).toBe('en');
  });
});
