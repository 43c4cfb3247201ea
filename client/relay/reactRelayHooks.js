// What the portal uses of `react-relay/hooks`, which vite.config.ts points that import at.
// react-relay ships CommonJS whose `hooks` module requires every hook (entry points, pagination,
// refetch, lazy queries...): a bundler keeps them all. Importing each hook's own module keeps only
// these. A hook missing here fails the build ("not exported"): add it below.
export { commitLocalUpdate, fetchQuery, graphql } from "relay-runtime";
export { loadQuery } from "react-relay/lib/relay-hooks/loadQuery.js";
export { default as RelayEnvironmentProvider } from "react-relay/lib/relay-hooks/RelayEnvironmentProvider.js";
export { default as useFragment } from "react-relay/lib/relay-hooks/useFragment.js";
export { default as useMutation } from "react-relay/lib/relay-hooks/useMutation.js";
export { default as usePreloadedQuery } from "react-relay/lib/relay-hooks/usePreloadedQuery.js";
// react-relay's useQueryLoader only calls this one while RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY
// is on, its default (vite.config.ts checks it), which nothing here changes.
export { default as useQueryLoader } from "react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js";
export { default as useRelayEnvironment } from "react-relay/lib/relay-hooks/useRelayEnvironment.js";
export { default as useSubscription } from "react-relay/lib/relay-hooks/useSubscription.js";
