import { currentDataDate, portalDescription } from "../catalog/catalog.ts";
import { builder } from "./builder.ts";
import { PUBLIC_CATALOG } from "./publicCatalog.ts";

const SignInProvider = builder.objectRef<{ id: string; name: string }>("SignInProvider").implement({
  description: "An external account provider players can sign in with.",
  fields: (t) => ({ id: t.exposeString("id"), name: t.exposeString("name") }),
});

export const Portal = builder.objectRef<{ name: string }>("Portal").implement({
  description: "The portal itself: its name and what it says about itself.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The product name shown in the header and page titles." }),
    description: t.string({
      description: "The default meta description, naming the featured games.",
      resolve: (portal, _args, { db, catalogCache }) => catalogCache.memo(`portal-description:${portal.name}`, () => portalDescription(db, portal.name)),
    }),
    signInProviders: t.field({
      type: [SignInProvider],
      description: "External sign-in providers that are configured (none when unset).",
      resolve: (_portal, _args, { config }) => (config.oauth ? [{ id: config.oauth.providerId, name: config.oauth.name }] : []),
    }),
  }),
});

builder.queryFields((t) => ({
  portal: t.field({ type: Portal, extensions: PUBLIC_CATALOG, resolve: (_root, _args, { config }) => ({ name: config.portalName }) }),
  dataDate: t.field({
    type: "DateTime",
    extensions: PUBLIC_CATALOG,
    description: "When the catalog last changed; clients re-fetch the .dat files when it moves.",
    resolve: async (_root, _args, { catalogCache }) => (await catalogCache.edition()).dataDate,
  }),
}));

builder.subscriptionFields((t) => ({
  dataDate: t.field({
    type: "DateTime",
    description: "The catalog's data date now, then again whenever the catalog is reloaded.",
    subscribe: async function* (_root, _args, { db, events }) {
      yield await currentDataDate(db);
      yield* events.subscribe("dataDateChanged");
    },
    resolve: (dataDate) => dataDate,
  }),
}));
