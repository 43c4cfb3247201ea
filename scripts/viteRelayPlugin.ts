import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Compiles graphql`...` tags into imports of the relay-compiler artifacts. Only babel-plugin-relay
 * runs here (TypeScript and JSX are left to Vite), and only on files that contain a tag.
 */
export function relay(artifactDirectory: string): Plugin {
  return {
    name: "playden:relay",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes("/node_modules/") || !code.includes("graphql`")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["jsx", "typescript"] },
        plugins: [["relay", { artifactDirectory, eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
