import { describe, expect, test } from 'vitest';
import { nameAsTyped, sameFlight, ticketFieldsOf } from './boarding-pass.ts';
import { readBoardingPass } from './read-boarding-pass.ts';

// Real BCBP strings: the two-leg example of IATA Resolution 792 (Attachment B), a pass with the mandatory
// items only, and one as the shop's test passes are printed (see e2e/support/boarding-pass.ts).
const iataTwoLegs =
  'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 14D>6181WW6225BAC 00141234560032A0141234567890 1AC AC 1234567890123    20KYLX58ZDEF456 FRAGVALH 3664 327C012C0002 12E2A0140987654321 1AC AC 1234567890123    2PCNWQ^164GIWVC5EH7JNT684FVNJ91W2QA4DVN5J8K4F0L0GEQ3DF5TGBN8709HKT5D3DW3GBHFCVHMY7J5T6HFR41W2QA4DVN5J8K4F0L0GE';
const mandatoryOnly = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100';
const shopPass = 'M1TESFAYE/SELAM MS    EABC123 ADDDXBET 0302 335Y012A0042 113>6000D0712345678901';

describe('readBoardingPass', () => {
  test('reads the name, the first leg and the 13-digit ticket of the IATA example', () => {
    expect(readBoardingPass(iataTwoLegs, 2026)).toEqual({
      lastName: 'DESMARAIS',
      firstName: 'LUC',
      carrier: 'AC',
      flightNumber: '834',
      date: '2026-11-22',
      seat: '1A',
      ticketNumber: '0141234567890',
    });
  });

  test('a pass without the conditional section has no ticket number, the rest is read', () => {
    const pass = readBoardingPass(mandatoryOnly, 2026);
    expect(pass).toMatchObject({ lastName: 'DESMARAIS', carrier: 'AC', flightNumber: '834', seat: '1A' });
    expect(pass?.ticketNumber).toBeNull();
    expect(pass?.date).toBe('2026-08-14');
  });

  test('drops a title after the given name and the zeros BCBP pads numbers with', () => {
    expect(readBoardingPass(shopPass, 2026)).toMatchObject({
      lastName: 'TESFAYE',
      firstName: 'SELAM',
      carrier: 'ET',
      flightNumber: '302',
      seat: '12A',
      ticketNumber: '0712345678901',
    });
  });

  test('a seat left blank (not yet assigned) is null', () => {
    const noSeat = shopPass.replace('012A', '    ');
    expect(readBoardingPass(noSeat, 2026)?.seat).toBeNull();
  });

  test.each([
    ['an order QR code', 'DF1.eyJvcmRlciI6IkRGLTEyMzQifQ.signature-of-the-order-token-000000000000'],
    ['a web address', 'https://example.com/orders/DF-2026-000123?token=abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a product barcode', '4006381333931'],
    ['an empty text', ''],
    ['a pass cut short', mandatoryOnly.slice(0, 40)],
    ['a name without a slash', mandatoryOnly.replace('DESMARAIS/LUC', 'DESMARAIS LUC')],
    ['a flight number of letters', mandatoryOnly.replace('0834', 'ABCD')],
    ['a wrong format code', `X${mandatoryOnly.slice(1)}`],
  ])('%s is not a boarding pass', (_, text) => {
    expect(readBoardingPass(text, 2026)).toBeNull();
  });
});

describe('what a pass fills in', () => {
  test('a pass flight matches the shop’s way of writing it', () => {
    const pass = { carrier: 'ET', flightNumber: '302' };
    expect(sameFlight(pass, 'ET 302')).toBe(true);
    expect(sameFlight(pass, 'ET302')).toBe(true);
    expect(sameFlight(pass, 'ET 0302')).toBe(true);
    expect(sameFlight(pass, 'ET 3020')).toBe(false);
    expect(sameFlight(pass, 'KQ 302')).toBe(false);
  });

  test('names are typed as people write them', () => {
    expect(nameAsTyped('TESFAYE')).toBe('Tesfaye');
    expect(nameAsTyped("O'BRIEN-SMITH")).toBe("O'Brien-Smith");
  });

  test('the ticket already typed stays when the pass has none', () => {
    const pass = readBoardingPass(mandatoryOnly, 2026);
    if (!pass) throw new Error('not read');
    expect(ticketFieldsOf(pass, '0712345678901')).toEqual({
      ticketNumber: '0712345678901',
      lastName: 'Desmarais',
    });
  });
});
