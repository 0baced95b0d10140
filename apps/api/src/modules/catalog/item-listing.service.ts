import type { ReadCache } from '../../caching/read-cache.ts';
import type {
  ItemFacet,
  ItemFilter,
  ItemOrder,
  ItemRecord,
  ItemsRepository,
  ListingAnchor,
} from './items.repository.ts';
import type { ShopLanguage } from './language.ts';

/** A deep page starts from the nearest anchor before it and skips fewer than this many index entries. */
const ANCHOR_SPACING = 256;

/** Text of a condition's key already decided, waiting on the work list between values still to write. */
class KeyText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The same text for conditions that mean the same: object keys in one order, id lists sorted, unset
 * conditions left out. Used as a cache key, some three times a listing page, so it is written out here
 * rather than as `JSON.stringify` with a replacer, which copied every object it sorted (docs/performance.md).
 * Written from a work list rather than by recursion, so that no condition nests too deeply to be keyed.
 */
export function conditionKey(condition: unknown): string {
  let key = '';
  // What is left to write, the next on top.
  const work: unknown[] = [condition];
  while (work.length > 0) {
    const value = work.pop();
    if (value instanceof KeyText) {
      key += value.text;
    } else if (Array.isArray(value)) {
      const items = value.every((x) => typeof x === 'number') ? [...value].sort((a, b) => a - b) : value;
      work.push(new KeyText(']'));
      for (let i = items.length - 1; i >= 0; i--) {
        work.push(items[i] === undefined ? null : items[i]);
        if (i > 0) work.push(new KeyText(','));
      }
      key += '[';
    } else if (value !== null && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      const names = Object.keys(fields)
        .filter((name) => fields[name] !== undefined)
        .sort();
      work.push(new KeyText('}'));
      for (let i = names.length - 1; i >= 0; i--) {
        work.push(fields[names[i] as string]);
        work.push(new KeyText(`${i > 0 ? ',' : ''}${JSON.stringify(names[i])}:`));
      }
      key += '{';
    } else {
      key += JSON.stringify(value);
    }
  }
  return key;
}

/**
 * Paged listings whose cost does not grow with the page number. `OFFSET` walks every skipped row, so a
 * random page of 100,000 items walked 50,000 on average; here a page deeper than the anchor spacing
 * seeks to the nearest of the listing's anchors (cached per filter and order) and skips less than the
 * spacing from there. Anchors are places in the sort order, not rows: an anchor stays valid when its
 * row changes, and a page starts off by at most as many places as items were added, withdrawn or
 * repriced ahead of it since the anchors were taken (their time to live).
 */
export class ItemListing {
  private readonly items: ItemsRepository;
  private readonly counts: ReadCache<number>;
  private readonly anchors: ReadCache<ListingAnchor[]>;
  private readonly facets: ReadCache<number[]>;
  private readonly spacing: number;

  constructor(deps: {
    items: ItemsRepository;
    counts: ReadCache<number>;
    anchors: ReadCache<ListingAnchor[]>;
    facets: ReadCache<number[]>;
    /** At least 2; smaller only in tests, to reach anchors with a few items. */
    spacing?: number;
  }) {
    this.items = deps.items;
    this.counts = deps.counts;
    this.anchors = deps.anchors;
    this.facets = deps.facets;
    this.spacing = deps.spacing ?? ANCHOR_SPACING;
  }

  /** A page of items, their texts read in English and `language` alone when given (`ItemsRepository.in`). */
  async page(
    filter: ItemFilter,
    order: ItemOrder,
    limit: number,
    offset: number,
    language?: ShopLanguage,
  ): Promise<ItemRecord[]> {
    const items = language ? this.items.in(language) : this.items;
    if (offset < this.spacing) return items.page(filter, order, limit, offset);
    const anchors = await this.anchors.get(conditionKey({ filter, order }), () =>
      this.items.anchors(filter, order, this.spacing),
    );
    const passed = Math.min(Math.floor(offset / this.spacing), anchors.length);
    if (passed === 0) return items.page(filter, order, limit, offset);
    return items.page(filter, order, limit, offset - passed * this.spacing, anchors[passed - 1]);
  }

  /**
   * How many items match. Counting reads every matching index entry, so counts are cached: "N results"
   * may miss items added or withdrawn within the cache's time to live.
   */
  async count(filter: ItemFilter): Promise<number> {
    return this.counts.get(conditionKey(filter), () => this.items.count(filter));
  }

  /** The brands or categories with matching items, cached like counts: the choices of a listing's filter. */
  async facetIds(facet: ItemFacet, filter: ItemFilter): Promise<number[]> {
    return this.facets.get(conditionKey({ facet, filter }), () => this.items.facetIds(facet, filter));
  }
}
