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
