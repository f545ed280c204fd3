# The Stepwise server with the built PWA. Used by docker-compose.yml.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The app's release (docs/worker-phone.md, "Updates"): .git is not copied, so pass the commit's time,
# `--build-arg STEPWISE_RELEASE=$(git log -1 --format=%ct)`; without it the build's time is the release.
ARG STEPWISE_RELEASE=""
RUN npm run build && npm prune --omit=dev

# Production runs on Node 22 LTS (Node 20 is past its end of life); package.json engines is the lowest it supports.
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
# pg_dump for the nightly backup and `node server/dist/backup.js` (docs/operating.md, "Backing up"):
# bookworm's client 15 matches docker-compose.yml's postgres:15. /app/backups is the volume's mount,
# owned by the user the server runs as, so a new volume starts with that owner.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /app/backups \
  && chown node:node /app/backups \
  && chmod 700 /app/backups
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
EXPOSE 4000
USER node
# The flags of server/src/node-flags.ts (node-flags.test.ts checks that they match).
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
