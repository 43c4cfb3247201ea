// relay-compiler: reads GraphQL in client/ against schema.graphql and writes the artifacts that
// the client imports (one command: `npm run relay`).
export default {
  src: "./client",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./client/__generated__",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};
