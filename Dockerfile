# One image for both processes: the API (default command) and the consumer
# (`node dist/apps/consumer/src/main.js start async.operations.all`). Migrations run at start.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# scripts/build-runtime.sh makes the layout (test/deploy/runtime-layout.e2e-spec.ts runs it without
# Docker): here in place, in two steps, so a change to the code does not reinstall the packages.
COPY scripts/build-runtime.sh ./scripts/
COPY package.json package-lock.json ./
RUN scripts/build-runtime.sh . deps
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY apps ./apps
COPY libs ./libs
COPY bench ./bench
# The runtime image: no dev-only packages, no embedded PostgreSQL (optional; containers use DATABASE_URL).
RUN scripts/build-runtime.sh . build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# The files directory belongs to the user the processes run as (a volume mounted there keeps it).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "dist/apps/api/src/main.js"]
