import { describe, expect, it } from 'vitest';
import { PIN_PREFIX_STATES, pinCodeInAddress, stateForPinCode } from '@/lib/gst/pin-codes';
import { findState } from '@/lib/gst/states';

describe('the state of a PIN code (India Post prefixes, the longest prefix wins)', () => {
  it.each([
    ['141001', 'Punjab'], // Ludhiana
    ['160017', 'Chandigarh'],
    ['110001', 'Delhi'],
    ['122002', 'Haryana'], // Gurugram
    ['400050', 'Maharashtra'], // Mumbai
    ['403001', 'Goa'], // Panaji
    ['500081', 'Telangana'], // Hyderabad
    ['520001', 'Andhra Pradesh'], // Vijayawada
    ['560001', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['682001', 'Kerala'], // Kochi
    ['682555', 'Lakshadweep'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'], // Gangtok
    ['744101', 'Andaman and Nicobar Islands'], // Port Blair
    ['781001', 'Assam'],
    ['793001', 'Meghalaya'],
    ['800001', 'Bihar'], // Patna
    ['834001', 'Jharkhand'], // Ranchi
    ['248001', 'Uttarakhand'], // Dehradun
    ['226001', 'Uttar Pradesh'], // Lucknow
    ['194101', 'Ladakh'], // Leh
    ['190001', 'Jammu and Kashmir'], // Srinagar
    ['492001', 'Chhattisgarh'], // Raipur
    ['396230', 'Dadra and Nagar Haveli and Daman and Diu'], // Silvassa
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['751001', 'Odisha'],
    ['141 001', 'Punjab'],
  ])('%s is in %s', (pin, state) => {
    expect(stateForPinCode(pin)?.name).toBe(state);
  });

  it('names no state for what is not a PIN code, an Army Postal Service PIN or an unallotted prefix', () => {
    for (const pin of ['041001', '14100', '1410011', 'abcdef', '', '901234', '990001', '550001', '350001']) expect(stateForPinCode(pin)).toBeUndefined();
  });

  it('names only states of lib/gst/states.ts, with prefixes of 2-5 digits', () => {
    for (const [prefix, name] of Object.entries(PIN_PREFIX_STATES)) {
      expect(prefix).toMatch(/^[1-8][0-9]{1,4}$/);
      expect(findState(name)?.name).toBe(name);
    }
  });

  it('finds the PIN code at the end of a written address, never inside a longer number', () => {
    expect(pinCodeInAddress('Shop 4, Ghumar Mandi, Ludhiana, Punjab 141001')).toBe('141001');
    expect(pinCodeInAddress('Flat 2, Bandra West, Mumbai - 400 050')).toBe('400050');
    expect(pinCodeInAddress('H.No 123456 (old), Sector 17, Chandigarh 160017')).toBe('160017');
    expect(pinCodeInAddress('Call 9876543210 at the gate')).toBeUndefined();
    expect(pinCodeInAddress('12 Model Town, Ludhiana')).toBeUndefined();
  });
});
