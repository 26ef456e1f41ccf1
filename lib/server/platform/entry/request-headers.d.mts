export declare function mediaTypeOf(contentType: string | null | undefined): string;
export declare function addressedHost(forwardedHost: string | null | undefined, host: string | null | undefined): string;
export type OriginKind = 'none' | 'same' | 'foreign';
export declare function originKind(origin: string | null | undefined, host: string): OriginKind;
