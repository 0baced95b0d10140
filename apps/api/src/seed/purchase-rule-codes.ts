// The item codes that the cart rules of SPEC §4 single out are configuration shared with the web app, so
// they live in @dutyfree/contracts; the demo catalogue holds an item for each code (see special-items.ts).
export {
  AGE_GATE_EXEMPT_ITEM_CODES,
  EU_BAN_EFFECTIVE_DATE,
  EU_BANNED_COSMETIC_ITEM_CODES,
  EU_BANNED_INGREDIENT,
} from '@dutyfree/contracts';
