/**
 * The state a PIN code is in, suggested to the buyer (who confirms it) and used by POST /api/orders
 * when a client sends only the spec's single address string. India Post allots PIN codes by prefix:
 * the first digit is the zone, the first two the postal circle, the first three the sorting district
 * (India Post, "Postal Index Number" allocation). Most circles are one state; where a circle covers
 * several states or union territories, the longer prefixes below name the smaller one, and the longest
 * prefix that matches wins. Border districts can still be wrong, which is why the buyer confirms.
 * Prefixes 90-99 are the Army Postal Service: no state.
 */
import { findState, type IndianState } from './states';

/** PIN prefix (2 to 5 digits) to the state or union territory's name as lib/gst/states.ts spells it. */
export const PIN_PREFIX_STATES: Readonly<Record<string, string>> = {
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '14': 'Punjab',
  '15': 'Punjab',
  '16': 'Punjab',
  '160': 'Chandigarh',
  '17': 'Himachal Pradesh',
  '18': 'Jammu and Kashmir',
  '19': 'Jammu and Kashmir',
  '194': 'Ladakh',
  '20': 'Uttar Pradesh',
  '21': 'Uttar Pradesh',
  '22': 'Uttar Pradesh',
  '23': 'Uttar Pradesh',
  '24': 'Uttar Pradesh',
  '246': 'Uttarakhand',
  '248': 'Uttarakhand',
  '249': 'Uttarakhand',
  '25': 'Uttar Pradesh',
  '26': 'Uttar Pradesh',
  '263': 'Uttarakhand',
  '27': 'Uttar Pradesh',
  '28': 'Uttar Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '3962': 'Dadra and Nagar Haveli and Daman and Diu',
  '36252': 'Dadra and Nagar Haveli and Daman and Diu',
  '40': 'Maharashtra',
  '403': 'Goa',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '6050': 'Puducherry',
  '6096': 'Puducherry',
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '68': 'Kerala',
  '68255': 'Lakshadweep',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '737': 'Sikkim',
  '74': 'West Bengal',
  '744': 'Andaman and Nicobar Islands',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
  '790': 'Arunachal Pradesh',
  '791': 'Arunachal Pradesh',
  '792': 'Arunachal Pradesh',
  '793': 'Meghalaya',
  '794': 'Meghalaya',
  '795': 'Manipur',
  '796': 'Mizoram',
  '797': 'Nagaland',
  '798': 'Nagaland',
  '799': 'Tripura',
  '80': 'Bihar',
  '81': 'Bihar',
  '814': 'Jharkhand',
  '815': 'Jharkhand',
  '816': 'Jharkhand',
  '82': 'Bihar',
  '822': 'Jharkhand',
  '825': 'Jharkhand',
  '826': 'Jharkhand',
  '827': 'Jharkhand',
  '828': 'Jharkhand',
  '829': 'Jharkhand',
  '83': 'Jharkhand',
  '84': 'Bihar',
  '85': 'Bihar',
};

/** A PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Spaces dropped ("141 001" is how some people write it). */
export const normalisePinCode = (text: string): string => text.replace(/\s+/g, '');

/** The state a PIN code is in by its prefix, or undefined (not a PIN code, an Army Postal Service or an unallotted prefix). */
export function stateForPinCode(pinCode: string): IndianState | undefined {
  const pin = normalisePinCode(pinCode);
  if (!PIN_CODE_PATTERN.test(pin)) return undefined;
  for (let length = 5; length >= 2; length -= 1) {
    const name = PIN_PREFIX_STATES[pin.slice(0, length)];
    if (name) return findState(name);
  }
  return undefined;
}

/**
 * The PIN code written in a free-text address: the last group of six digits (or three and three with
 * a space) that stands alone, as addresses end with it. Undefined when there is none.
 */
export function pinCodeInAddress(address: string): string | undefined {
  const matches = [...address.matchAll(/(?<![0-9])([1-9][0-9]{2}) ?([0-9]{3})(?![0-9])/g)];
  const last = matches.at(-1);
  return last ? `${last[1]}${last[2]}` : undefined;
}
