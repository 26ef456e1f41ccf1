'use server';
/**
 * The /service-request form's Server Action: the same schema, rate limit and domain call as POST
 * /api/service-requests, so booking works before hydration and without JavaScript.
 */
import { z } from 'zod';
import { headers } from 'next/headers';
import { clientIpFromHeaders } from '@/lib/server/client-ip';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/rate-limit';
import { createServiceRequest } from '@/lib/server/service-requests';
import { SERVICE_FIELDS, serviceRequestSchema, type ServiceField } from '@/lib/validation/service-request';

export interface ServiceRequestState {
  values: Partial<Record<ServiceField, string>>;
  errors?: Partial<Record<ServiceField, string>>;
  message?: string;
  ticketNumber?: string;
}

export async function bookRepairAction(_previous: ServiceRequestState, form: FormData): Promise<ServiceRequestState> {
  const values: Partial<Record<ServiceField, string>> = {};
  for (const field of SERVICE_FIELDS) {
    const value = form.get(field);
    // Kept to the schema's limits plus a margin, so an oversized field is refused, not echoed in full.
    if (typeof value === 'string') values[field] = value.slice(0, 2100);
  }
  const parsed = serviceRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Partial<Record<ServiceField, string[]>>;
    const errors: Partial<Record<ServiceField, string>> = {};
    for (const field of SERVICE_FIELDS) if (fieldErrors[field]?.[0]) errors[field] = fieldErrors[field]?.[0];
    return { values, errors, message: 'Please check the highlighted fields.' };
  }
  try {
    await consume('serviceRequest', clientIpFromHeaders(await headers()));
    const { ticketNumber } = await createServiceRequest(parsed.data);
    return { values: {}, ticketNumber };
  } catch (error) {
    if (error instanceof HttpError) return { values, message: error.message };
    if (isDatabaseUnavailable(error)) return { values, message: messages.http.databaseUnavailable };
    logEvent('error', 'service_request_failed', { error: error instanceof Error ? error.message : String(error) });
    return { values, message: messages.http.internal };
  }
}
