# Pinpoint's container image: Node 24 slim, the built web app, production dependencies only,
# run as the unprivileged user `node`. The server runs TypeScript directly (Node 24 strips types).
# Build: docker build -t pinpoint .   Run with a PostgreSQL of your own: see deploy/compose.yaml.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/decoders/package.json packages/decoders/
COPY packages/charts/package.json packages/charts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DEMO=false
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "apps/server/src/main.ts"]
CMD ["start", "--role", "all"]
