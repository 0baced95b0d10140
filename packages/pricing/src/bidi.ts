/**
 * Keeps a left-to-right value (a flight number, an airport, a date with digits and UTC) whole inside a
 * right-to-left sentence instead of letting the bidi algorithm reorder its parts: the web's screens and the
 * API's mails isolate the same way.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * A signed figure (−1, +2) kept left to right inside a right-to-left sentence. It has no letter to take a
 * direction from, so `isolate` would give it the sentence's own and Arabic would show "1-".
 */
export const isolateLeftToRight = (value: string) => `\u2066${value}\u2069`;
