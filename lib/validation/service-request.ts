/** The repair booking (POST /api/service-requests and the /service-request form) and the admin's update. */
import { z } from 'zod';
import { addDays, indiaToday, isCalendarDate, weekdayOf } from '@/lib/india-date';
import { CLOSED_WEEKDAY, DEVICE_TYPES, MAX_BOOKING_DAYS_AHEAD, SERVICE_STATUSES, SERVICE_TEXT_LIMITS, VISIT_KINDS } from '@/lib/service-rules';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email, hasVisibleText, optionalFieldText, phone, requiredText } from './fields';
import { fieldLabels, validationMessages } from '@/lib/messages';

/** A field of the raw input, whatever its shape. */
const fieldOf = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** An empty or blank optional field counts as absent (a form sends every field, filled or not). */
const absentWhenBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && !hasVisibleText(value)) ? undefined : value), schema.optional());

/** The booking's fields, in the form's order. */
export const SERVICE_FIELDS = ['name', 'mobile', 'email', 'deviceType', 'brandModel', 'serialNumber', 'problem', 'visit', 'address', 'preferredDate'] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];

export const serviceRequestSchema = z
  .object({
    name: requiredText(fieldLabels.name, TEXT_LIMITS.name),
    mobile: phone(fieldLabels.mobile, validationMessages.field.mobileInvalid),
    email: absentWhenBlank(email),
    deviceType: z.enum(DEVICE_TYPES, { error: validationMessages.repair.deviceType(DEVICE_TYPES) }),
    brandModel: requiredText(fieldLabels.brandModel, SERVICE_TEXT_LIMITS.brandModel),
    serialNumber: absentWhenBlank(optionalFieldText(fieldLabels.serialNumber, SERVICE_TEXT_LIMITS.serialNumber)),
    problem: requiredText(fieldLabels.problem, SERVICE_TEXT_LIMITS.problem, { multiline: true }),
    visit: z.enum(VISIT_KINDS, { error: validationMessages.repair.visit }),
    address: absentWhenBlank(optionalFieldText(fieldLabels.address, TEXT_LIMITS.address, { multiline: true })),
    preferredDate: z.string({ error: validationMessages.repair.dateRequired }).trim().refine(isCalendarDate, { error: validationMessages.repair.dateFormat }),
  })
  // Each rule runs whenever the fields it reads are present, even if other fields failed, so the form
  // lists every problem at once.
  .refine((request) => request.visit !== 'on-site' || Boolean(request.address), {
    path: ['address'],
    message: validationMessages.repair.addressForVisit,
    when: ({ value }) => fieldOf(value, 'visit') === 'on-site',
  })
  // The shop's calendar is India's, whatever the server's or the visitor's time zone.
  .refine((request) => request.preferredDate >= indiaToday(), {
    path: ['preferredDate'],
    message: validationMessages.repair.dateInPast,
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  .refine((request) => request.preferredDate <= addDays(indiaToday(), MAX_BOOKING_DAYS_AHEAD), {
    path: ['preferredDate'],
    message: validationMessages.repair.dateTooFar(MAX_BOOKING_DAYS_AHEAD),
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  .refine((request) => weekdayOf(request.preferredDate) !== CLOSED_WEEKDAY, {
    path: ['preferredDate'],
    message: validationMessages.repair.dateSunday,
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  // A drop-off has no use for an address.
  .transform((request) => (request.visit === 'drop-off' ? { ...request, address: undefined } : request));

export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

export const serviceRequestUpdateSchema = z
  .object({
    status: z.enum(SERVICE_STATUSES, { error: validationMessages.repair.status(SERVICE_STATUSES) }),
    note: requiredText(fieldLabels.note, SERVICE_TEXT_LIMITS.note, { multiline: true }),
  })
  .partial()
  .refine((value) => value.status !== undefined || value.note !== undefined, { error: validationMessages.field.nothingToUpdate });

export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateSchema>;
