/** Types for the TypeScript callers (install.ts and the tests); Next itself calls the class untyped. */
export interface CachedValue {
  kind: string;
  html?: string;
  body?: Buffer;
  [key: string]: unknown;
}

export declare function installDeferredScriptsCache(): void;

export default class DeferredScriptsCache {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ lastModified?: number; value: CachedValue | null } | null>;
  set(key: string, data: CachedValue | null, context: Record<string, unknown>): Promise<void>;
}
