import { describe, expect, it } from 'vitest';
import { isPassengerLastName, nameWords, passengerNames } from './passenger-name.ts';

describe('the last name on a ticket', () => {
  it('folds case, accents, hyphens and apostrophes into plain words', () => {
    expect(nameWords('  María José GARCÍA-López ')).toEqual(['maria', 'jose', 'garcia', 'lopez']);
    expect(nameWords("Seán O'Brien")).toEqual(['sean', 'obrien']);
  });

  it('matches the last word of a two-word name in any case', () => {
    expect(isPassengerLastName('Abebe Kebede', 'Kebede')).toBe(true);
    expect(isPassengerLastName('Abebe Kebede', '  kEBEDE ')).toBe(true);
  });

  it('does not take the given name for the last name', () => {
    expect(isPassengerLastName('Abebe Kebede', 'Abebe')).toBe(false);
  });

  it('matches one or both surnames of a Spanish name, with or without accents', () => {
    const name = 'María José García López';
    expect(isPassengerLastName(name, 'López')).toBe(true);
    expect(isPassengerLastName(name, 'lopez')).toBe(true);
    expect(isPassengerLastName(name, 'García López')).toBe(true);
    expect(isPassengerLastName(name, 'garcia-lopez')).toBe(true);
    expect(isPassengerLastName(name, 'GARCIA LOPEZ')).toBe(true);
  });

  it('refuses a middle word, a word order swapped, or a part of a word', () => {
    const name = 'María José García López';
    expect(isPassengerLastName(name, 'García')).toBe(false);
    expect(isPassengerLastName(name, 'López García')).toBe(false);
    expect(isPassengerLastName(name, 'pez')).toBe(false);
  });

  it('accepts the whole name, which says more than the last name does', () => {
    expect(isPassengerLastName('Selam Tesfaye', 'selam tesfaye')).toBe(true);
  });

  it('refuses an empty name, punctuation only, and a name longer than the ticket', () => {
    expect(isPassengerLastName('Selam Tesfaye', '')).toBe(false);
    expect(isPassengerLastName('Selam Tesfaye', " - ' ")).toBe(false);
    expect(isPassengerLastName('Tesfaye', 'Selam Tesfaye')).toBe(false);
  });

  it('matches names written in other scripts by their words', () => {
    expect(isPassengerLastName('ሰላም ተስፋዬ', 'ተስፋዬ')).toBe(true);
    expect(isPassengerLastName('Zoë Müller', 'MULLER')).toBe(true);
  });
});

describe('the name as booked, split at the last name the traveller gave', () => {
  it('keeps the ticket’s spelling, whatever case and accents were typed', () => {
    expect(passengerNames('Selam Tesfaye', 'TESFAYE')).toEqual({ firstName: 'Selam', lastName: 'Tesfaye' });
    expect(passengerNames('María José García López', 'lopez')).toEqual({
      firstName: 'María José García',
      lastName: 'López',
    });
  });

  it('takes as many words for the last name as were given, hyphenated or not', () => {
    expect(passengerNames('María José García-López', 'garcia lopez')).toEqual({
      firstName: 'María José',
      lastName: 'García-López',
    });
    expect(passengerNames("Sean O'Brien", 'OBrien')).toEqual({ firstName: 'Sean', lastName: "O'Brien" });
  });

  it('leaves the first name empty when the whole name was given', () => {
    expect(passengerNames('Selam Tesfaye', 'selam tesfaye')).toEqual({
      firstName: '',
      lastName: 'Selam Tesfaye',
    });
  });
});
