import { randomBytes } from 'node:crypto';

// Order numbers are read out to cabin crew and typed into order tracking, so they are short and
// unambiguous (Crockford's base 32: no I, L, O or U), and random so that nobody can guess another's.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;

/** 'DF-' and 8 characters carrying 40 random bits. */
export function newOrderCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  // Each byte's low 5 bits pick a character: 32 divides 256, so every character is equally likely.
  const characters = [...bytes].map((byte) => CROCKFORD[byte & 31]);
  return `DF-${characters.join('')}`;
}

/** How the staff audit log names an order: the subject every staff change of an order is written under. */
export const orderAuditSubject = (orderCode: string) => `order:${orderCode}`;
