// relay-compiler: reads GraphQL in client/ against schema.graphql and writes the artifacts that
// the client imports (one command: `npm run relay`). relay-compiler loads this file with
// require(), so the settings are named exports rather than a default export.
export const src = "./client";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./client/__generated__";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
// The API's DateTime scalar is an ISO 8601 string on the wire.
export const customScalarTypes = { DateTime: "string" };
