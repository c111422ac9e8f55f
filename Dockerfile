# syntax=docker/dockerfile:1
# The portal's image: a build stage makes the deploy folder (the compiled server, the client build and the
# production dependencies, see docs/decisions/030-deploy-folder-and-image.md); the runtime stage holds that
# folder alone and runs it with plain node as a non-root user. Build and run:
#   docker build -t rigready-portal .
#   docker compose up            # with PostgreSQL and MinIO, see compose.yaml and .env.example
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm build:packages \
  && pnpm build:portal \
  && pnpm --filter @rigready/portal deploy --prod /deploy

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    PORTAL_DATA_DIR=/data
WORKDIR /app
# The application files stay root's (read-only to the portal); only the data folder is the portal's.
COPY --from=build /deploy /app
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains the server processes and exits (docker stop waits 10 s by default; the drain takes at most 9.5 s).
STOPSIGNAL SIGTERM
CMD ["node", "build/bin/server.js"]
