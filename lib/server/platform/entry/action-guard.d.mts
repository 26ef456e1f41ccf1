import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare const ACTION_BODY_LIMIT: number;
export declare const ACTION_ID: RegExp;
interface ActionRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}
export declare function isActionRequest(request: ActionRequest): boolean;
export declare function actionRefusal(request: ActionRequest): { status: number; reason: string } | null;
export declare function refuseActionRequest(
  request: IncomingMessage,
  response: ServerResponse,
  log: (level: 'warn', event: string, fields: Record<string, unknown>) => void,
): boolean;
export declare function formActionRefusal(
  fields: Array<[name: string, value: string | null]>,
  knownIds?: ReadonlySet<string>,
): { status: number; reason: string } | null;
export declare const MAX_ACTION_FIELDS: number;
export declare const MAX_ACTION_DEPTH: number;
export declare function jsonDepth(text: string, limit?: number): number;
export declare function readActionBody(
  request: IncomingMessage,
  knownIds?: ReadonlySet<string>,
): Promise<{ body: Buffer | null } | { status: number; reason: string }>;
export declare function replayRequest(request: IncomingMessage, body: Buffer): IncomingMessage;
export declare function guardActionRequest(
  request: IncomingMessage,
  response: ServerResponse,
  log: (level: 'warn', event: string, fields: Record<string, unknown>) => void,
  options?: { actionIds?: ReadonlySet<string> },
): Promise<IncomingMessage | null>;
