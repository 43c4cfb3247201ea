import { hasPlayer, isLoggedIn } from "../auth/viewer.ts";
import { ACCOUNT_DELETION_TERMS } from "../players/closeAccount.ts";
import { BANNER_KINDS, BannerError, dismissBanner, dueBanners, offeredBanners, readBannerHistory, readNewGames, type Banner, type BannerHistoryEntry } from "../players/banners.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { catalogRead } from "./publicCatalog.ts";
import { NoPlayerError, Viewer } from "./viewer.ts";

const BannerKind = builder.enumType("BannerKind", {
  description: "What a home-page banner announces.",
  values: BANNER_KINDS,
});

const HomeBanner = builder.objectRef<Banner>("HomeBanner").implement({
  description: "A home-page banner: shown until the player dismisses it, never again after (bh; docs/product/accounts.md#banners).",
  fields: (t) => ({
    bannerId: t.exposeString("id", { description: 'Stable id "<kind>:<subject>", e.g. "new-game:QUA".' }),
    kind: t.field({ type: BannerKind, resolve: (banner) => banner.kind }),
    title: t.exposeString("title"),
    text: t.exposeString("text"),
    actionLabel: t.exposeString("actionLabel"),
    href: t.exposeString("href", { description: "The portal page the banner's action opens." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
  }),
});

const BannerHistoryItem = builder.objectRef<BannerHistoryEntry>("BannerHistoryEntry").implement({
  description: "A banner the player was shown, and when they dismissed it.",
  fields: (t) => ({
    bannerId: t.exposeString("i"),
    seenAt: t.field({ type: "DateTime", resolve: (entry) => new Date(entry.s) }),
    dismissedAt: t.field({ type: "DateTime", nullable: true, resolve: (entry) => (entry.d === null ? null : new Date(entry.d)) }),
  }),
});

/** The banners the catalog offers now, read once per data date. */
async function currentOffer({ db, catalogCache }: GraphQLContext): Promise<Banner[]> {
  return offeredBanners(await catalogRead(catalogCache, "newGameBanners", null, () => readNewGames(db)));
}

builder.objectFields(Viewer, (t) => ({
  banners: t.field({
    type: [HomeBanner],
    description:
      "Home-page banners due for the viewer; listing them records them as seen. A visitor without a player sees every banner on offer (nothing is recorded): the same ones its temporary user is about to get, so the home page does not change under its eyes.",
    resolve: async (viewer, _args, context) => {
      const offer = await currentOffer(context);
      return hasPlayer(viewer) ? dueBanners(context.db, viewer.userId, offer) : offer;
    },
  }),
  bannerHistory: t.field({
    type: [BannerHistoryItem],
    description: "Every banner the viewer was shown, oldest first (bh).",
    resolve: async (viewer, _args, { db }) => (hasPlayer(viewer) ? readBannerHistory(db, viewer.userId) : []),
  }),
  emailVerified: t.boolean({
    description: "Whether the signed-in account's email address is verified (false for everyone else).",
    resolve: (viewer) => isLoggedIn(viewer) && viewer.emailVerified === true,
  }),
  accountDeletionTerms: t.stringList({
    description: "What deleting the account does, to show before the player confirms.",
    resolve: () => ACCOUNT_DELETION_TERMS,
  }),
}));

const DismissBannerSuccess = builder.objectRef<{ kind: "ok"; bannerId: string }>("DismissBannerSuccess").implement({
  fields: (t) => ({ bannerId: t.exposeString("bannerId", { description: "The banner that will not show again." }) }),
});

const UnknownBannerError = builder.objectRef<{ kind: "unknown"; message: string }>("UnknownBannerError").implement({
  description: "The portal does not offer that banner (any more).",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const DismissBannerResult = builder.unionType("DismissBannerResult", {
  types: [DismissBannerSuccess, UnknownBannerError, NoPlayerError],
  resolveType: (value) => (value.kind === "ok" ? DismissBannerSuccess : value.kind === "unknown" ? UnknownBannerError : NoPlayerError),
});

const DismissBannerInput = builder.inputType("DismissBannerInput", {
  fields: (t) => ({ bannerId: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  dismissBanner: t.field({
    type: DismissBannerResult,
    description: "Hide a home-page banner for good (it stays in the banner history).",
    args: { input: t.arg({ type: DismissBannerInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { viewer, db } = context;
      if (!hasPlayer(viewer)) return { kind: "noPlayer" as const, message: "User not defined" };
      try {
        await dismissBanner(db, viewer.userId, input.bannerId, await currentOffer(context));
        return { kind: "ok" as const, bannerId: input.bannerId };
      } catch (error) {
        if (error instanceof BannerError) return { kind: "unknown" as const, message: error.message };
        throw error;
      }
    },
  }),
}));
