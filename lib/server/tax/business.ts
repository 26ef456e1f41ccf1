/**
 * The shop's tax identity (admin "Business details"): read, changed, and frozen into each tax
 * document. Stored in one database document, filled from content/site.ts's facts the first time it is
 * read; issued invoices and credit notes keep their own copy (supplierForDocument), so changing the
 * details never changes a document already issued.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { PLACEHOLDER_FACTS, site } from '@/content/site';
import { normaliseGstin } from '@/lib/gst/gstin';
import { businessMessages, gstMessages } from '@/lib/gst/messages';
import { findState } from '@/lib/gst/states';
import type { BusinessDetails } from '@/lib/types/business';
import type { BusinessInput } from '@/lib/validation/business';
import { config } from '@/lib/server/platform/config.mjs';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import type { StoredParty } from '@/lib/server/tax/order-tax';
import { BusinessDetailsModel, type BusinessDetailsDocument } from '@/models/BusinessDetails';
import { SignatureImageModel } from '@/models/SignatureImage';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

const SHOP_ID = 'shop';
export const MAX_SIGNATURE_BYTES = 200 * 1024;

/** The details the shop starts with: content/site.ts's facts. */
function seed(): Omit<BusinessDetailsDocument, '_id'> {
  const state = findState(site.tax.state) ?? { name: site.tax.state, code: site.tax.stateCode };
  return {
    legalName: site.tax.legalName,
    tradeName: site.name,
    gstin: site.tax.gstin,
    address: `${site.address.street}, ${site.address.locality}`,
    state: state.name,
    stateCode: state.code,
    pinCode: site.address.postalCode,
    signature: null,
  };
}

const PLACEHOLDER_GSTINS = new Set(PLACEHOLDER_FACTS.filter((entry) => entry.fact === 'tax.gstin').map((entry) => String(entry.placeholder)));

/** A GSTIN a real document may carry: present and not the example one the shop was built with. */
export const isRealGstin = (gstin: string | null | undefined): gstin is string => Boolean(gstin) && !PLACEHOLDER_GSTINS.has(gstin!);

function view(record: BusinessDetailsDocument): BusinessDetails {
  return {
    legalName: record.legalName,
    tradeName: record.tradeName,
    gstin: record.gstin ?? null,
    address: record.address,
    state: record.state,
    stateCode: record.stateCode,
    pinCode: record.pinCode,
    signature: record.signature ?? null,
    canIssue: isRealGstin(record.gstin),
  };
}

/** The stored details; the first read stores content/site.ts's facts (one upsert, so simultaneous first reads agree). */
export async function businessDetails(): Promise<BusinessDetails> {
  await connectToDatabase();
  try {
    const record = await BusinessDetailsModel.findOneAndUpdate(
      { _id: SHOP_ID },
      { $setOnInsert: seed() },
      { upsert: true, new: true },
    ).lean<BusinessDetailsDocument>();
    if (record) return view(record);
  } catch (error) {
    // Two first reads both tried to insert: the loser reads the winner's document below.
    if (!isDuplicateKey(error)) throw error;
  }
  const record = await BusinessDetailsModel.findById(SHOP_ID).lean<BusinessDetailsDocument>();
  if (!record) throw new Error('Business details could not be stored');
  return view(record);
}

export async function updateBusinessDetails(input: BusinessInput): Promise<BusinessDetails> {
  await businessDetails();
  const record = await BusinessDetailsModel.findOneAndUpdate(
    { _id: SHOP_ID },
    {
      $set: {
        legalName: input.legalName,
        tradeName: input.tradeName,
        gstin: input.gstin,
        address: input.address,
        state: input.state.name,
        stateCode: input.state.code,
        pinCode: input.pinCode,
      },
    },
    { new: true, runValidators: true },
  ).lean<BusinessDetailsDocument>();
  if (!record) throw new Error('Business details vanished while being saved');
  return view(record);
}

/** What a PNG or JPEG file starts with; anything else is refused whatever its Content-Type says. */
function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Stores a signature image (PNG or JPEG, at most 200 KB) and makes it the one new documents print. */
export async function setSignature(bytes: Uint8Array): Promise<BusinessDetails> {
  const contentType = imageType(bytes);
  if (!contentType) throw new HttpError(400, businessMessages.signatureType, { errors: { signature: [businessMessages.signatureType] } });
  if (bytes.byteLength > MAX_SIGNATURE_BYTES) throw new HttpError(413, businessMessages.signatureTooLarge);
  await businessDetails();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await SignatureImageModel.updateOne({ _id: sha256 }, { $setOnInsert: { contentType, data: Buffer.from(bytes) } }, { upsert: true });
  const record = await BusinessDetailsModel.findOneAndUpdate({ _id: SHOP_ID }, { $set: { signature: sha256 } }, { new: true }).lean<BusinessDetailsDocument>();
  return view(record!);
}

/** New documents print no signature image (those issued with one keep it). */
export async function removeSignature(): Promise<BusinessDetails> {
  await businessDetails();
  const record = await BusinessDetailsModel.findOneAndUpdate({ _id: SHOP_ID }, { $set: { signature: null } }, { new: true }).lean<BusinessDetailsDocument>();
  return view(record!);
}

/** A stored signature image by its sha256, or null. */
export async function signatureImage(sha256: string): Promise<{ contentType: string; data: Buffer } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  await connectToDatabase();
  const image = await SignatureImageModel.findById(sha256).lean();
  if (!image) return null;
  // A lean read gives the driver's Binary for a Buffer field.
  const data: unknown = image.data;
  return { contentType: image.contentType, data: Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer) };
}

/**
 * The supplier as a document issued now prints it. A production server refuses (409, naming the
 * Business details page) while the GSTIN is missing or still the example one; elsewhere the
 * example GSTIN is allowed, so the shop can be tried out.
 */
export async function supplierForDocument(): Promise<StoredParty> {
  const details = await businessDetails();
  if (!details.canIssue && config().NODE_ENV === 'production') throw new HttpError(409, businessMessages.gstinNotSet);
  return {
    name: details.tradeName,
    legalName: details.legalName,
    address: `${details.address}, ${details.state} ${details.pinCode}`,
    gstin: details.gstin,
    state: details.state,
    stateCode: details.stateCode,
    signature: details.signature,
  };
}

/**
 * Refuses (400 on `gstin`) the shop's own GSTIN, as stored in Business details, on a buyer's order: it
 * would make the shop its own customer. Compared with the stored GSTIN, which the owner may have
 * changed since the build, not with content/site.ts's.
 */
export async function refuseShopGstin(gstin: string | null): Promise<void> {
  if (!gstin) return;
  const shop = await businessDetails();
  if (shop.gstin && normaliseGstin(shop.gstin) === normaliseGstin(gstin)) {
    throw new HttpError(400, gstMessages.gstinIsShops, { errors: { gstin: [gstMessages.gstinIsShops] } });
  }
}
