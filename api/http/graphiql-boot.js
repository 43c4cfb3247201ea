// Starts GraphiQL from the portal's own files. It is a file rather than an inline script so that a
// Content-Security-Policy of script-src 'self' allows it. Loaded (deferred) before the GraphiQL
// bundle, so Monaco finds its environment when the bundle runs.
"use strict";

// Monaco asks for a worker by label; these are the bundles @graphql-yoga/graphiql ships.
const WORKER_FILES = {
  editorWorkerService: "editor.worker.bundle.js",
  json: "json.worker.bundle.js",
  // The double dot is the real file name in the package.
  graphql: "graphql.worker..bundle.js",
};

const root = document.getElementById("graphiql");
const assets = new URL(root.dataset.assets, window.location.href);

self.MonacoEnvironment = {
  globalAPI: false,
  // Same-origin module workers: worker-src 'self' is enough, no blob: URLs.
  getWorkerUrl: (_moduleId, label) => new URL(`monacoeditorwork/${WORKER_FILES[label] ?? WORKER_FILES.editorWorkerService}`, assets).href,
};

document.addEventListener("DOMContentLoaded", () => {
  const options = JSON.parse(document.getElementById("graphiql-options").textContent);
  root.textContent = "";
  self.YogaGraphiQL.renderYogaGraphiQL(root, options);
});
