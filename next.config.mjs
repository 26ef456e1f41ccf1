/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Lets several dev servers or builds share one checkout without clobbering each other's output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The database driver and the embedded database stay plain Node modules, never bundled.
  serverExternalPackages: ['mongoose', 'mongodb', 'mongodb-memory-server-core', 'bson', 'mingo', 'rate-limiter-flexible'],
};

export default nextConfig;
