/**
 * How far a new rate moves from the old one, in whole percent of the old rate, rounded up: a move of 10.01 %
 * reads as 11 so that it is never taken for the 10 % the shop lets through without a second look.
 */
export function rateMoveInPercent(beforeMicros: number, afterMicros: number): number {
  return Math.ceil((Math.abs(afterMicros - beforeMicros) * 100) / beforeMicros);
}
