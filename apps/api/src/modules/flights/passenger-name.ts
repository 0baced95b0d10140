// Whether the last name a traveller types is the one on the ticket, as airline sites check it for "manage
// booking". Names are compared word by word after folding what a keyboard may not give: case, accents,
// hyphens and apostrophes. The last name is the ticket name's last word or last words, so for
// "María José García López" both "López" and "Garcia-Lopez" match, and for "Abebe Kebede" (a given name
// and a father's name, which Ethiopian tickets carry as the surname) "Kebede" does. A first name alone,
// or a word from the middle, does not.

/** The words of a name: accents stripped (NFD, combining marks dropped), lower case. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '') // O'Brien and OBrien are the same name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** True when `given` is the last word or last words of the ticket's passenger name. */
export function isPassengerLastName(ticketName: string, given: string): boolean {
  const name = nameWords(ticketName);
  const last = nameWords(given);
  if (last.length === 0 || last.length > name.length) return false;
  const tail = name.slice(name.length - last.length);
  return tail.every((word, index) => word === last[index]);
}

/** The words of a name as written, each with where it starts: split where `nameWords` splits. */
function writtenWords(name: string): { word: string; start: number }[] {
  return [...name.matchAll(/[\p{L}\p{M}\p{N}'’ʼ`]+/gu)].map((match) => ({
    word: match[0],
    start: match.index,
  }));
}

/**
 * The ticket's name split into the given names and the last name, in the ticket's own spelling, where the
 * last name the traveller gave begins; `given` must match (isPassengerLastName).
 */
export function passengerNames(ticketName: string, given: string): { firstName: string; lastName: string } {
  const words = writtenWords(ticketName);
  const lastStart = words[words.length - nameWords(given).length]?.start ?? 0;
  return { firstName: ticketName.slice(0, lastStart).trim(), lastName: ticketName.slice(lastStart).trim() };
}
