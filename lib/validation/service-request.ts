/** The repair booking (POST /api/service-requests and the /service-request form) and the admin's update. */
import { z } from 'zod';
import { addDays, indiaToday, isCalendarDate, weekdayOf } from '@/lib/india-date';
import { CLOSED_WEEKDAY, DEVICE_TYPES, MAX_BOOKING_DAYS_AHEAD, SERVICE_STATUSES, SERVICE_TEXT_LIMITS, VISIT_KINDS } from '@/lib/service-rules';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email, hasVisibleText, optionalFieldText, phone, requiredText } from './fields';

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
    name: requiredText('Name', TEXT_LIMITS.name),
    mobile: phone('Mobile', 'Please enter a valid 10-digit mobile number.'),
    email: absentWhenBlank(email),
    deviceType: z.enum(DEVICE_TYPES, { error: `Device type must be one of: ${DEVICE_TYPES.join(', ')}.` }),
    brandModel: requiredText('Brand and model', SERVICE_TEXT_LIMITS.brandModel),
    serialNumber: absentWhenBlank(optionalFieldText('Serial number', SERVICE_TEXT_LIMITS.serialNumber)),
    problem: requiredText('Problem description', SERVICE_TEXT_LIMITS.problem, { multiline: true }),
    visit: z.enum(VISIT_KINDS, { error: 'Choose drop-off at the shop or an on-site visit.' }),
    address: absentWhenBlank(optionalFieldText('Address', TEXT_LIMITS.address, { multiline: true })),
    preferredDate: z
      .string({ error: 'Preferred date is required.' })
      .trim()
      .refine(isCalendarDate, { error: 'Preferred date must be a date written YYYY-MM-DD.' }),
  })
  // Each rule runs whenever the fields it reads are present, even if other fields failed, so the form
  // lists every problem at once.
  .refine((request) => request.visit !== 'on-site' || Boolean(request.address), {
    path: ['address'],
    message: 'An on-site visit needs the address where we should come.',
    when: ({ value }) => fieldOf(value, 'visit') === 'on-site',
  })
  // The shop's calendar is India's, whatever the server's or the visitor's time zone.
  .refine((request) => request.preferredDate >= indiaToday(), {
    path: ['preferredDate'],
    message: 'Preferred date must be today or later.',
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  .refine((request) => request.preferredDate <= addDays(indiaToday(), MAX_BOOKING_DAYS_AHEAD), {
    path: ['preferredDate'],
    message: `Preferred date must be within the next ${MAX_BOOKING_DAYS_AHEAD} days.`,
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  .refine((request) => weekdayOf(request.preferredDate) !== CLOSED_WEEKDAY, {
    path: ['preferredDate'],
    message: 'We work Monday to Saturday: please choose another day.',
    when: ({ value }) => isCalendarDate(String(fieldOf(value, 'preferredDate') ?? '').trim()),
  })
  // A drop-off has no use for an address.
  .transform((request) => (request.visit === 'drop-off' ? { ...request, address: undefined } : request));

export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

export const serviceRequestUpdateSchema = z
  .object({
    status: z.enum(SERVICE_STATUSES, { error: `Status must be one of: ${SERVICE_STATUSES.join(', ')}.` }),
    note: requiredText('Note', SERVICE_TEXT_LIMITS.note, { multiline: true }),
  })
  .partial()
  .refine((value) => value.status !== undefined || value.note !== undefined, { error: 'Nothing to update.' });

export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateSchema>;
