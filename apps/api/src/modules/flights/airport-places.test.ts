import { describe, expect, it } from 'vitest';
import { airports } from '../../seed/travel.ts';
import { airportName, airportTimeZone, placedAirports } from './airport-places.ts';

describe('where the airports are', () => {
  it('knows the time zone and the Arabic and Chinese names of every airport the shop flies to', () => {
    expect([...placedAirports].sort()).toEqual(airports.map((airport) => airport.code).sort());
    for (const code of placedAirports) {
      // A zone Intl does not know would throw here, so a typo cannot reach a flight card.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airportTimeZone(code) })).not.toThrow();
      expect(airportName(code, 'x', 'ar')).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(airportName(code, 'x', 'zh')).toMatch(/机场$/);
    }
  });

  it("names an airport in the shopper's language, in English from the airport table", () => {
    expect(airportName('DXB', 'Dubai International Airport', 'ar')).toBe('مطار دبي الدولي');
    expect(airportName('DXB', 'Dubai International Airport', 'zh')).toBe('迪拜国际机场');
    expect(airportName('DXB', 'Dubai International Airport', 'en')).toBe('Dubai International Airport');
    expect(airportTimeZone('ADD')).toBe('Africa/Addis_Ababa');
  });

  it('keeps the English name and UTC for an airport it does not know', () => {
    expect(airportName('XYZ', 'Nowhere Field', 'zh')).toBe('Nowhere Field');
    expect(airportTimeZone('XYZ')).toBe('UTC');
  });
});
