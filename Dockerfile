# syntax=docker/dockerfile:1
# Sportsball's production image (docs/deploy.md): built with the dev tools, run without them.

# --- build: every dependency, then the web app and the server into dist/ ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# check-production-deps: the compiled server imports only packages the runtime stage installs.
RUN npm run build && node scripts/check-production-deps.mjs

# --- runtime: production dependencies and the build, as an unprivileged user ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The games' preview images are drawn with a system font: without one, their text is left out.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# No production dependency has an install script; not running any keeps the image to what is locked.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# dist/ holds the server, the web app (precompressed), the SQL migrations and the empty PGlite
# cluster a first start on the embedded database unpacks; scripts/ops.mjs is `npm run backup|restore`.
COPY --from=build /app/dist ./dist
COPY scripts/ops.mjs ./scripts/ops.mjs
# The code stays root's and read-only to the app; only DATA_DIR (embedded database, mail outbox) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (it never asks the database); load balancers should poll /api/ready. No curl in slim: node asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
