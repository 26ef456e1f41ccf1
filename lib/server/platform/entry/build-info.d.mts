/** Types for the TypeScript callers (scripts/record-build.ts and the tests); server.mjs uses the module untyped. */
export interface PlaceholderInPlace {
  fact: string;
  value: unknown;
  why: string;
  /** content/site.ts and the Markdown files under content/ that still hold it. */
  where: string[];
}
export interface BuildInfo {
  siteUrl: string;
  placeholders: PlaceholderInPlace[];
  /** The ids the build gave its Server Actions, read from the client code it ships (the action guard refuses a form naming another). */
  actionIds?: string[];
  builtAt?: string;
}
export declare const BUILD_INFO_FILE: 'sanvio-build.json';
export declare function normalizeSiteUrl(value: string): string;
export declare function readBuildInfo(distDir: string): BuildInfo | Error;
export declare function resolveSiteUrl(
  envSiteUrl: string | undefined,
  info: BuildInfo,
): { siteUrl: string; fromBuild: boolean; error?: undefined } | { error: string; siteUrl?: undefined; fromBuild?: undefined };
export declare function placeholderWarning(info: BuildInfo): { message: string; placeholders: string[] } | null;
