/** 32 random hex digits: a name no other browser will pick. */
export function randomKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http address.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
