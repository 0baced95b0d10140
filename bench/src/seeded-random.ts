/**
 * A seeded sequence in [0, 1) and a choice drawn from it, so that two runs of a benchmark ask the same
 * things. The multiply is a 32-bit integer one: as a float product the state lost its low bits past 2^53,
 * fell into a short cycle, and a run drawing texts never asked before never ended.
 */
export function seededRandom(seed: number) {
  let state = seed & 0x7fffffff;
  const random = (): number => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return { random, pick };
}
