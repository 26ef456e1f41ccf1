# syntax=docker/dockerfile:1
# The shop as one container: dependencies, then the build, then a slim runtime that runs as the
# unprivileged `node` user with production dependencies only. The runtime gets the production
# install, .next, public and the server file (server.mjs with the plain-JS modules it loads,
# lib/server/platform/entry and the configuration module lib/server/platform/config.mjs) plus next.config.mjs and content/.
#
#   docker build --build-arg SITE_URL=https://www.sanvio.in -t sanvio .
#
# SITE_URL is required at build: the prerendered pages, sitemap.xml and robots.txt carry it, and the
# server refuses to start with another (docs/deploy.md). `npm run test:deploy` repeats these steps on
# a host without Docker: the host's `npm ci` and `npm run build` stand for the deps and build stages,
# and it copies the runtime stage's COPY lines and runs its CMD as written here.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: every dependency, for the build ------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` runs patch-package (postinstall), which applies patches/ to next.
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# --- build ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG SITE_URL
ENV SITE_URL=${SITE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build + sitemap.xml/robots.txt + the build record (.next/sanvio-build.json); the compiler's
# cache is not needed to serve.
RUN npm run build && rm -rf .next/cache

# --- prod-deps: production dependencies only -----------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# --workspaces=false: the workspaces (packages/*) are development tools, never installed here.
# Next names @playwright/test as an optional peer, so npm keeps that devDependency (and the
# playwright packages under it) in a production install; the server never loads them.
RUN npm ci --omit=dev --workspaces=false --no-audit --no-fund \
 && rm -rf node_modules/@playwright node_modules/playwright node_modules/playwright-core node_modules/.bin/playwright node_modules/.bin/playwright-core

# --- runtime -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production
ENV HOSTNAME=0.0.0.0
ENV PORT=3000
ENV NEXT_TELEMETRY_DISABLED=1
ENV UPLOAD_DIR=/app/.data/uploads
# Uploads without Cloudinary (mount a volume here) are the only place the app writes; .next/cache is
# left writable for Next, though the image optimiser keeps no copies there (isrFlushToDisk is off).
RUN mkdir -p /app/.data/uploads /app/.next/cache && chown -R node:node /app/.data /app/.next
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.mjs /app/server.mjs ./
COPY --from=build /app/lib/server/platform/entry ./lib/server/platform/entry
COPY --from=build /app/lib/server/platform/config.mjs ./lib/server/platform/config.mjs
# The picture widths next.config.mjs reads (lib/images/sizes.mjs).
COPY --from=build /app/lib/images/sizes.mjs ./lib/images/sizes.mjs
# The Gurmukhi font the tax-document PDFs embed (read at run time; the others come with node_modules).
COPY --from=build /app/lib/server/orders/fonts ./lib/server/orders/fonts
COPY --from=build /app/content ./content
COPY --from=build /app/public ./public
COPY --from=build --chown=node:node /app/.next ./.next
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
