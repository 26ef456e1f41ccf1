/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN
 * and the code printed beside the place of supply on a tax invoice).
 */
export interface IndianState {
  name: string;
  code: string;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Assam', code: '18' },
  { name: 'Bihar', code: '10' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Delhi', code: '07' },
  { name: 'Goa', code: '30' },
  { name: 'Gujarat', code: '24' },
  { name: 'Haryana', code: '06' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Karnataka', code: '29' },
  { name: 'Kerala', code: '32' },
  { name: 'Ladakh', code: '38' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Manipur', code: '14' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Mizoram', code: '15' },
  { name: 'Nagaland', code: '13' },
  { name: 'Odisha', code: '21' },
  // Offshore areas and other territory outside any state (the GSTN's code 97 for the place of supply).
  { name: 'Other Territory', code: '97' },
  { name: 'Puducherry', code: '34' },
  { name: 'Punjab', code: '03' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Sikkim', code: '11' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Telangana', code: '36' },
  { name: 'Tripura', code: '16' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'West Bengal', code: '19' },
];

const byLowerName = new Map(INDIAN_STATES.map((state) => [state.name.toLowerCase(), state]));

/** The state or union territory with this name in any casing and spacing, or undefined. */
export function findState(name: string): IndianState | undefined {
  return byLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

export function stateByCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.code === code);
}
