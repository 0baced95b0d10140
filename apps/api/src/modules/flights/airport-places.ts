import type { CustomerLanguage } from '@dutyfree/contracts';

// Where each of the airline's airports is: its IANA time zone, so that a departure is shown as the
// airport's clocks show it, and its name in the shop's other languages. Intl names currencies and
// countries but not airports (CLDR has no airport names, and its city names are not what a boarding pass
// prints), so the names are kept here as data; the English name is the airport table's.

type AirportPlace = {
  timeZone: string;
  names: Record<Exclude<CustomerLanguage, 'en'>, string>;
};

const places: Readonly<Record<string, AirportPlace>> = {
  ADD: {
    timeZone: 'Africa/Addis_Ababa',
    names: { ar: 'مطار أديس أبابا بولي الدولي', zh: '亚的斯亚贝巴博莱国际机场' },
  },
  FRA: { timeZone: 'Europe/Berlin', names: { ar: 'مطار فرانكفورت', zh: '法兰克福机场' } },
  CDG: { timeZone: 'Europe/Paris', names: { ar: 'مطار باريس شارل ديغول', zh: '巴黎夏尔·戴高乐机场' } },
  FCO: { timeZone: 'Europe/Rome', names: { ar: 'مطار روما فيوميتشينو', zh: '罗马菲乌米奇诺机场' } },
  MAD: {
    timeZone: 'Europe/Madrid',
    names: { ar: 'مطار أدولفو سواريث مدريد باراخاس', zh: '阿道夫·苏亚雷斯马德里-巴拉哈斯机场' },
  },
  AMS: { timeZone: 'Europe/Amsterdam', names: { ar: 'مطار أمستردام سخيبول', zh: '阿姆斯特丹史基浦机场' } },
  ATH: { timeZone: 'Europe/Athens', names: { ar: 'مطار أثينا الدولي', zh: '雅典国际机场' } },
  BRU: { timeZone: 'Europe/Brussels', names: { ar: 'مطار بروكسل', zh: '布鲁塞尔机场' } },
  LHR: { timeZone: 'Europe/London', names: { ar: 'مطار لندن هيثرو', zh: '伦敦希思罗机场' } },
  DXB: { timeZone: 'Asia/Dubai', names: { ar: 'مطار دبي الدولي', zh: '迪拜国际机场' } },
  JFK: {
    timeZone: 'America/New_York',
    names: { ar: 'مطار جون إف كينيدي الدولي', zh: '约翰·菲茨杰拉德·肯尼迪国际机场' },
  },
  NBO: { timeZone: 'Africa/Nairobi', names: { ar: 'مطار جومو كينياتا الدولي', zh: '乔莫·肯雅塔国际机场' } },
  PEK: { timeZone: 'Asia/Shanghai', names: { ar: 'مطار بكين العاصمة الدولي', zh: '北京首都国际机场' } },
  JNB: {
    timeZone: 'Africa/Johannesburg',
    names: { ar: 'مطار أو آر تامبو الدولي', zh: '奥利弗·雷金纳德·坦博国际机场' },
  },
  JED: {
    timeZone: 'Asia/Riyadh',
    names: { ar: 'مطار الملك عبدالعزيز الدولي', zh: '阿卜杜勒-阿齐兹国王国际机场' },
  },
};

/** The airports this file knows, for the test that every seeded airport is among them. */
export const placedAirports: readonly string[] = Object.keys(places);

/**
 * The IANA time zone of an airport; UTC for one not listed, which the shop then names 'UTC' rather than
 * guess a local time.
 */
export function airportTimeZone(code: string): string {
  return places[code]?.timeZone ?? 'UTC';
}

/** The airport's name in `language`; the airport table's English name where none is kept. */
export function airportName(code: string, englishName: string, language: CustomerLanguage): string {
  return language === 'en' ? englishName : (places[code]?.names[language] ?? englishName);
}
