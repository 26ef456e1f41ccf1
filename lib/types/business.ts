import type { BusinessDetailsDocument } from '@/models/BusinessDetails';

/**
 * The shop's Business details as GET /api/admin/business answers them (lib/server/tax/business.ts):
 * the stored document's fields (the signature is the sha256 of the image new documents print, or
 * null), and whether a production server issues tax documents with them (a real GSTIN is set).
 */
export type BusinessDetails = Omit<BusinessDetailsDocument, '_id' | 'updatedAt'> & { canIssue: boolean };
