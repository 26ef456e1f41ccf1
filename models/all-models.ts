/**
 * Every model of the shop, for the work that must reach all of them: creating their indexes once per
 * deploy (ensureIndexes in lib/server/catalogue/seed.ts). tests/unit/all-models.test.ts checks that
 * each model exported from models/ is listed here.
 */
import type { Model } from 'mongoose';
import { AdminModel } from './Admin';
import { AdminSessionModel } from './AdminSession';
import { BusinessDetailsModel } from './BusinessDetails';
import { ContactMessageModel } from './ContactMessage';
import { CounterModel } from './Counter';
import { OrderModel } from './Order';
import { ProductModel } from './Product';
import { ServiceRequestModel } from './ServiceRequest';
import { SignatureImageModel } from './SignatureImage';
import { VitalsDayModel } from './VitalsDay';
import { VitalsLoadModel, VitalsQuotaModel } from './VitalsGuard';
import { VoidCreditNoteNumberModel } from './VoidCreditNoteNumber';
import { VoidInvoiceNumberModel } from './VoidInvoiceNumber';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different document types, used only for their indexes.
export const ALL_MODELS: ReadonlyArray<Model<any>> = [
  AdminModel,
  AdminSessionModel,
  BusinessDetailsModel,
  ContactMessageModel,
  CounterModel,
  OrderModel,
  ProductModel,
  ServiceRequestModel,
  SignatureImageModel,
  VitalsDayModel,
  VitalsLoadModel,
  VitalsQuotaModel,
  VoidCreditNoteNumberModel,
  VoidInvoiceNumberModel,
];
