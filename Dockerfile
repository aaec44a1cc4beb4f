# The shop's image, as compose.yaml runs it (the web instances and the realtime server): its dependencies, the
# Prisma client and the production build, made once here so that `npm start` in each container only serves.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
# The Stripe publishable key is compiled into the pages: pass it at build time when you use Stripe.
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=""
RUN npm run build
EXPOSE 3000
CMD ["npm", "start"]
