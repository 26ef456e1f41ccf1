export declare const DEFERRED_SCRIPT_ATTRIBUTE: 'data-defer-src';
export declare const DEFERRED_SCRIPT_LATEST_MS: number;
export declare const DEFERRED_SCRIPT_LOADER: string;
export declare function deferFrameworkScripts(html: string): string;
