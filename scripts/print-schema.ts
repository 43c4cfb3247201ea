import { writeFileSync } from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { ROOT_DIR } from "../api/config.ts";
import { schema } from "../api/schema/index.ts";

// schema.graphql is generated from the Pothos schema: the only command that writes it.
const file = path.join(ROOT_DIR, "schema.graphql");
writeFileSync(file, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
