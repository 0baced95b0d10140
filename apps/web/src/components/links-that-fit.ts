/**
 * How many links of a row fit in `room` pixels, in order: all of them when they fit; otherwise as many as
 * fit beside the menu button (`moreWidth`) that holds the rest. `gap` is the room between two neighbours.
 */
export function linksThatFit(
  widths: readonly number[],
  moreWidth: number,
  room: number,
  gap: number,
): number {
  const widthOf = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (widthOf(widths.length) <= room) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && widthOf(count) + gap + moreWidth > room) count -= 1;
  return count;
}
