import type { CustomerMobileNumber } from '@dutyfree/contracts';

/** Customers and loyalty members keep a mobile number as two columns; both or neither are set. */
export function mobileNumberOf(row: {
  mobile_country_code: string | null;
  mobile_number: string | null;
}): CustomerMobileNumber | null {
  return row.mobile_country_code && row.mobile_number
    ? { countryCode: row.mobile_country_code, number: row.mobile_number }
    : null;
}

/** As dialled and as an order keeps it: '+251911223344'. */
export function dialString(mobileNumber: CustomerMobileNumber): string {
  return `${mobileNumber.countryCode}${mobileNumber.number}`;
}
