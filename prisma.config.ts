import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// The JS (wasm) schema engine keeps `prisma generate` and `prisma migrate diff` working offline;
// migrations are applied by api/database/migrations.ts (see README).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only `prisma migrate diff` connects (scripts/new-migration.ts gives it a scratch database).
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "" }),
});
