/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // The embedded database and its driver stay plain Node modules, never bundled.
  serverExternalPackages: ['mongoose', 'mongodb', 'mongodb-memory-server-core', 'bson', 'mingo'],
};

export default nextConfig;
