import { describe, expect, it } from 'vitest';
import { feedbackRequest, subscribeToMailRequest } from './engagement.ts';
import { engagementMessages as m } from './engagement-values.ts';

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('feedbackRequest', () => {
  it('names every missing field with the message of SPEC §5', () => {
    expect(issuesOf(feedbackRequest.safeParse({}))).toEqual([
      ['fullName', m.fullNameRequired],
      ['email', m.emailRequired],
      ['feedBack', m.feedbackRequired],
    ]);
    expect(issuesOf(feedbackRequest.safeParse({ fullName: ' ', email: '  ', feedBack: '\n' }))).toEqual([
      ['fullName', m.fullNameRequired],
      ['email', m.emailRequired],
      ['feedBack', m.feedbackRequired],
    ]);
  });

  it.each(['Selam 2', 'R2D2', 'Hanna ٣'])('refuses digits in the full name: %s', (fullName) => {
    expect(
      issuesOf(feedbackRequest.safeParse({ fullName, email: 'a@example.com', feedBack: 'Fine.' })),
    ).toEqual([['fullName', m.fullNameHasDigits]]);
  });

  it('refuses an address that is not one', () => {
    expect(
      issuesOf(feedbackRequest.safeParse({ fullName: 'Selam', email: 'selam@', feedBack: 'Fine.' })),
    ).toEqual([['email', m.emailInvalid]]);
  });

  it('keeps names of any script, trims the text and lowercases the address', () => {
    expect(
      feedbackRequest.parse({ fullName: ' سلام تسفاي ', email: 'Selam@Example.COM', feedBack: ' Great. ' }),
    ).toEqual({ fullName: 'سلام تسفاي', email: 'selam@example.com', feedBack: 'Great.' });
  });

  it('caps the length of name and text', () => {
    const result = feedbackRequest.safeParse({
      fullName: 'a'.repeat(101),
      email: 'a@example.com',
      feedBack: 'b'.repeat(2001),
    });
    expect(issuesOf(result)).toEqual([
      ['fullName', m.fullNameTooLong],
      ['feedBack', m.feedbackTooLong],
    ]);
  });
});

describe('subscribeToMailRequest', () => {
  it('needs an e-mail address', () => {
    expect(issuesOf(subscribeToMailRequest.safeParse({ email: '' }))).toEqual([['email', m.emailRequired]]);
    expect(issuesOf(subscribeToMailRequest.safeParse({ email: 'not-mail' }))).toEqual([
      ['email', m.emailInvalid],
    ]);
    expect(subscribeToMailRequest.parse({ email: ' Traveller@Example.com ' })).toEqual({
      email: 'traveller@example.com',
    });
  });
});
