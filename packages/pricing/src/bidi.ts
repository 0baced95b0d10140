/**
 * Keeps a left-to-right value (a flight number, an airport, a date with digits and UTC) whole inside a
 * right-to-left sentence instead of letting the bidi algorithm reorder its parts: the web's screens and the
 * API's mails isolate the same way.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
