/** The shop's Business details as GET /api/admin/business answers them (lib/server/tax/business.ts). */
export interface BusinessDetails {
  legalName: string;
  tradeName: string;
  gstin: string | null;
  address: string;
  state: string;
  stateCode: string;
  pinCode: string;
  /** The sha256 of the signature image new documents print, or null. */
  signature: string | null;
  /** Whether a production server issues tax documents with these details (a real GSTIN is set). */
  canIssue: boolean;
}
