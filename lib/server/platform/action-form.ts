/**
 * What a Server Action reads from its form. Next calls an action with whatever arguments a request
 * encodes, so an action checks it was given FormData before reading it: anything else gets the
 * form's error state, never a 500.
 */
import 'server-only';

/**
 * The named text fields of a Server Action's form ('' for a missing field or a file), each cut to
 * `maxLength` so an oversized value is refused by the schema without being echoed back in full; null
 * when the action was not given FormData.
 */
export function formFields<F extends string>(form: unknown, names: readonly F[], maxLength = 10_000): Record<F, string> | null {
  if (!(form instanceof FormData)) return null;
  const values = {} as Record<F, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value.slice(0, maxLength) : '';
  }
  return values;
}
