import { isolate } from '@dutyfree/pricing';

export { isolate };

const ARABIC_LETTER = /[\u0600-\u06ff]/;
/** Latin words and numbers, with the spaces and signs that join them ('100 ml', 'SPF 30', '5 × 10ml'). */
const LATIN_RUN = /[A-Za-z0-9%]+(?:[\s.,'’&/+×-]+[A-Za-z0-9%]+)*/g;

/**
 * A goods name as an Arabic line shows it: each Latin run isolated, so that '100 ml' keeps its number
 * before its unit and 'SPF 30' its order, where the bidi algorithm would show 'ml 100' and '30 SPF'. A
 * name with no Arabic letter (any name in English or Chinese) is left as it is.
 */
export function goodsName(name: string): string {
  return ARABIC_LETTER.test(name) ? name.replace(LATIN_RUN, isolate) : name;
}
