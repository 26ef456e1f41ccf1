/** Types for the tests; server.mjs and next.config.mjs use the module untyped. */
export declare function securityHeaders(options: { production: boolean }): { key: string; value: string }[];
