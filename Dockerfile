# Pawpulse as a container image: `docker build -t pawpulse .` then
#   docker run -p 3000:3000 -v pawpulse-data:/data pawpulse
# See "Container image" in the README (the variables for several instances are there too).
# Not built in CI (no registry of base images there); check it by hand where Docker runs.

ARG NODE_VERSION=22

# ---- build: the web app (Vite) and the server (esbuild → apps/server/dist/main.js) ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Test-only packages would fetch browsers on install; the image never runs them.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 SCARF_ANALYTICS=false
# The manifests first, so a change to the code alone reuses the installed layer.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: the built code and the server's production packages, run as `node` ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's production packages: those its bundle leaves outside (native code, WebAssembly,
# fonts, models; decision 032) load from node_modules. Neither the web app's packages (it is
# served as built files) nor the test tools.
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@pawpulse/server --workspace=@pawpulse/domain \
  && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
# The SQL migrations are read at start, from the server's folder (apps/server/src/paths.ts).
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist

# The data folder: the embedded database, uploaded files, the mail outbox and the generated
# secrets. With DATABASE_URL and S3_BUCKET set it holds only the outbox (without SMTP_URL).
ENV PAWPULSE_DATA_DIR=/data PORT=3000
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000

# The image has no curl: Node asks /api/health (200 once the database answers, 503 when it does not).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# One Node process serving the built server (what `npm start` runs, without its build check);
# it drains in-flight requests on SIGTERM, which `docker stop` sends.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
