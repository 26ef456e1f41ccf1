/** Lets tests import next.config.mjs (plain JavaScript) with Next's config type. */
declare module '*/next.config.mjs' {
  /** The configuration itself. */
  export const nextConfig: import('next').NextConfig;
  /** What Next calls: the configuration for a phase, after that phase's deploy checks. */
  export default function config(phase: string): import('next').NextConfig;
}
