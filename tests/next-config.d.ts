/** Lets tests import next.config.mjs (plain JavaScript) with Next's config type. */
declare module '*/next.config.mjs' {
  const config: import('next').NextConfig;
  export default config;
}
