import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onBoardDemoTickets } from './onboard-demo-tickets.ts';
import { demoAccounts, demoMembers, demoStaff } from './people.ts';
import { demoPromoCodes } from './price-lists.ts';
import { AGE_GATE_EXEMPT_ITEM_CODES, EU_BANNED_COSMETIC_ITEM_CODES } from './purchase-rule-codes.ts';
import { demoTickets } from './travel.ts';

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

/** The cells of the README's table row whose first cell is this value in backticks. */
function row(value: string): string[] {
  const cells = readme
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return cells.find((c) => c[0] === `\`${value}\``) ?? [];
}

describe('the demo shop README', () => {
  it.each(demoAccounts)('gives the password of shop account $username', (account) => {
    expect(row(account.username)[1]).toBe(`\`${account.password}\``);
  });

  it.each(demoStaff)('gives the password, role and name of staff member $email', (member) => {
    expect(row(member.email).slice(1, 4)).toEqual([`\`${member.password}\``, member.role, member.name]);
  });

  it.each(demoMembers)('gives the password, tier and miles of member $memberId', (member) => {
    expect(row(member.memberId).slice(1, 4)).toEqual([
      `\`${member.password}\``,
      member.tier,
      member.balance.toLocaleString('en'),
    ]);
  });

  it.each(demoTickets)('says what ticket $ticketNumber shows, and its last name', (ticket) => {
    expect(row(ticket.ticketNumber).slice(1)).toEqual([
      ticket.passengerName,
      ticket.lastName,
      ticket.exercises,
    ]);
  });

  it.each(onBoardDemoTickets)(
    'says what on-board ticket $ticketNumber shows, and its last name',
    (ticket) => {
      expect(row(ticket.ticketNumber).slice(1)).toEqual([
        ticket.passengerName,
        ticket.lastName,
        ticket.exercises,
      ]);
    },
  );

  it.each(demoPromoCodes)('gives the state of promo code $code', (promo) => {
    expect(row(promo.code).slice(1)).toEqual([promo.state, promo.offer]);
  });

  it('lists every item code of the cart rules', () => {
    for (const code of [...AGE_GATE_EXEMPT_ITEM_CODES, ...EU_BANNED_COSMETIC_ITEM_CODES]) {
      expect(readme).toContain(`\`${code}\``);
    }
  });
});
