'use server';
/**
 * The /service-request form's Server Action: the same schema, rate limit and domain call as POST
 * /api/service-requests, so booking works before hydration and without JavaScript. A failure is read
 * through the same mapping as the JSON API's (failureOf).
 */
import { headers } from 'next/headers';
import { formFields } from '@/lib/server/platform/action-form';
import { clientIpFromHeaders } from '@/lib/server/platform/client-ip';
import { failureOf, fieldMessages, parseWith } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/platform/rate-limit';
import { createServiceRequest } from '@/lib/server/repairs/service-requests';
import { SERVICE_FIELDS, serviceRequestSchema, type ServiceField, type ServiceRequestInput } from '@/lib/validation/service-request';

export interface ServiceRequestState {
  values: Partial<Record<ServiceField, string>>;
  errors?: Partial<Record<ServiceField, string>>;
  message?: string;
  ticketNumber?: string;
  /** With the ticket: what was booked, so the confirmation can say what happens next. */
  booked?: { visit: ServiceRequestInput['visit']; preferredDate: string };
}

export async function bookRepairAction(_previous: ServiceRequestState, form: FormData): Promise<ServiceRequestState> {
  // Kept to the schema's limits plus a margin, so an oversized field is refused, not echoed in full.
  const values = formFields(form, SERVICE_FIELDS, 2100);
  if (!values) return { values: {}, message: messages.http.invalidInput };
  try {
    const input = parseWith(serviceRequestSchema, values);
    await consume('serviceRequest', clientIpFromHeaders(await headers()));
    const { ticketNumber } = await createServiceRequest(input);
    return { values: {}, ticketNumber, booked: { visit: input.visit, preferredDate: input.preferredDate } };
  } catch (error) {
    const failure = failureOf(error, { action: 'service-request' });
    if (failure.status === 400) return { values, errors: fieldMessages(failure, SERVICE_FIELDS), message: 'Please check the highlighted fields.' };
    return { values, message: failure.message };
  }
}
