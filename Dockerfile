# CodeSchool production image (docs/deploy.md). Two stages: the first installs every package and
# builds; the second installs only the runtime dependencies and runs as the unprivileged `node` user.
# The same steps run without Docker in scripts/check-image-steps.sh.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app (dist/client, dist/server) and the start-up scripts as plain JavaScript, so the final
# stage needs neither Vite nor tsx (both are development packages).
RUN npx vite build \
 && npx esbuild scripts/db-seed.ts scripts/db-migrate.ts scripts/create-super.ts \
      --bundle --platform=node --format=esm --target=node24 --packages=external \
      --outdir=dist/server/scripts --out-extension:.js=.mjs

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Read at run time: the SQL migrations (the courses are bundled into dist/server/scripts/db-seed.mjs), the
# configuration and the start script with the modules it imports (Node 24 runs their TypeScript).
COPY drizzle ./drizzle
COPY app.config.ts tsconfig.json ./
COPY scripts/start.ts ./scripts/start.ts
COPY src ./src
# Without DATABASE_URL the embedded database lives in /app/.data (PGLITE_DIR=.data/pglite): the
# `node` user must own that folder, since /app and all copied above belong to root. A volume
# mounted there starts with this ownership; scripts/start.ts says so plainly when it cannot write.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.ts"]
