/** Server-side errors with the numeric codes and code names a real mongod uses, so drivers react the same way. */

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NotImplemented: 238,
  Location40324: 40324,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

/** A failed command: becomes `{ ok: 0, errmsg, code, codeName }` (plus `extra`) on the wire. */
export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName === 'Location40324' ? 'Location40324' : codeName;
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Anything Godown deliberately does not implement: a clear refusal instead of a wrong answer. */
export function notImplemented(what: string): CommandError {
  return new CommandError('NotImplemented', `Godown (the embedded MongoDB stand-in) does not support ${what}`);
}
