import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare const ACTION_BODY_LIMIT: number;
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
