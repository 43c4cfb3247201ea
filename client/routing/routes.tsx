import { lazy } from "react";
import type { AdminPageQuery } from "../__generated__/AdminPageQuery.graphql.ts";
import { adminChoice } from "../admin/adminChoice.ts";
import type { AccountPageQuery } from "../__generated__/AccountPageQuery.graphql.ts";
import type { AllGamesPageQuery } from "../__generated__/AllGamesPageQuery.graphql.ts";
import type { ChallengesPageQuery } from "../__generated__/ChallengesPageQuery.graphql.ts";
import type { ChatPageQuery } from "../__generated__/ChatPageQuery.graphql.ts";
import { challengeSeed } from "../challenges/challengeSeed.ts";
import { leaderboardsChoice } from "../leaderboards/leaderboardsChoice.ts";
import type { GameAboutPageQuery } from "../__generated__/GameAboutPageQuery.graphql.ts";
import type { GameLoadPageQuery } from "../__generated__/GameLoadPageQuery.graphql.ts";
import type { LeaderboardsPageQuery } from "../__generated__/LeaderboardsPageQuery.graphql.ts";
import type { HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import homePageQuery from "../__generated__/HomePageQuery.graphql.ts";
import type { PinboardsPageQuery } from "../__generated__/PinboardsPageQuery.graphql.ts";
import type { NewAccountPageQuery } from "../__generated__/NewAccountPageQuery.graphql.ts";
import type { RedeemPageQuery } from "../__generated__/RedeemPageQuery.graphql.ts";
import type { VerifyEmailPageQuery } from "../__generated__/VerifyEmailPageQuery.graphql.ts";
import type { IEnvironment } from "relay-runtime";
import { FocusPageHeading } from "../a11y/FocusPageHeading.tsx";
import { definePage, defineStaticPage, type PreparedPage, type Route } from "./page.tsx";
import { PAGE_PATHS, matchPath } from "../../shared/pagePaths.ts";

const noVariables = () => ({});
const gameVariables = (params: Record<string, string>) => ({ game: params.game ?? "" });

// The other pages' query artifacts, each a small chunk: downloaded when its page is entered, or prefetched.
const accountPageQuery = () => import("../__generated__/AccountPageQuery.graphql.ts").then((module) => module.default);
const challengesPageQuery = () => import("../__generated__/ChallengesPageQuery.graphql.ts").then((module) => module.default);
const allGamesPageQuery = () => import("../__generated__/AllGamesPageQuery.graphql.ts").then((module) => module.default);
const gameAboutPageQuery = () => import("../__generated__/GameAboutPageQuery.graphql.ts").then((module) => module.default);
const gameLoadPageQuery = () => import("../__generated__/GameLoadPageQuery.graphql.ts").then((module) => module.default);
const newAccountPageQuery = () => import("../__generated__/NewAccountPageQuery.graphql.ts").then((module) => module.default);
const redeemPageQuery = () => import("../__generated__/RedeemPageQuery.graphql.ts").then((module) => module.default);
const pinboardsPageQuery = () => import("../__generated__/PinboardsPageQuery.graphql.ts").then((module) => module.default);
const chatPageQuery = () => import("../__generated__/ChatPageQuery.graphql.ts").then((module) => module.default);
const leaderboardsPageQuery = () => import("../__generated__/LeaderboardsPageQuery.graphql.ts").then((module) => module.default);
// The console's artifact is never prefetched: only staff open it.
const adminPageQuery = () => import("../__generated__/AdminPageQuery.graphql.ts").then((module) => module.default);
const verifyEmailPageQuery = () => import("../__generated__/VerifyEmailPageQuery.graphql.ts").then((module) => module.default);

// Unknown addresses are rare: their page is a chunk of its own too.
const NotFound = lazy(() => import("../pages/NotFoundPage.tsx").then((module) => ({ default: module.NotFound })));

/**
 * The portal's pages. Each page's code is its own chunk, downloaded when the route is entered;
 * the queries' artifacts are apart from it, so that the query starts without waiting for the code
 * (the home page's is part of the entry: the others stay out of the first page's code).
 */
const ROUTES: Route[] = [
  definePage<HomePageQuery>({
    path: PAGE_PATHS.home,
    query: homePageQuery,
    variables: noVariables,
    component: () => import("../pages/HomePage.tsx"),
    serverRendered: true,
  }),
  definePage<AllGamesPageQuery>({
    path: PAGE_PATHS.allGames,
    query: allGamesPageQuery,
    variables: noVariables,
    component: () => import("../pages/AllGamesPage.tsx"),
    serverRendered: true,
  }),
  definePage<GameAboutPageQuery>({
    path: PAGE_PATHS.gameAbout,
    query: gameAboutPageQuery,
    variables: gameVariables,
    component: () => import("../pages/GameAboutPage.tsx"),
    serverRendered: true,
  }),
  definePage<GameLoadPageQuery>({
    path: PAGE_PATHS.gameLoad,
    query: gameLoadPageQuery,
    variables: gameVariables,
    component: () => import("../pages/GameLoadPage.tsx"),
    serverRendered: true,
  }),
  definePage<AccountPageQuery>({ path: PAGE_PATHS.account, query: accountPageQuery, variables: noVariables, component: () => import("../pages/AccountPage.tsx") }),
  definePage<NewAccountPageQuery>({
    path: PAGE_PATHS.newAccount,
    query: newAccountPageQuery,
    variables: noVariables,
    component: () => import("../pages/NewAccountPage.tsx"),
  }),
  definePage<RedeemPageQuery>({ path: PAGE_PATHS.redeem, query: redeemPageQuery, variables: noVariables, component: () => import("../pages/RedeemPage.tsx") }),
  definePage<PinboardsPageQuery>({ path: PAGE_PATHS.pinboards, query: pinboardsPageQuery, variables: noVariables, component: () => import("../pins/PinboardsPage.tsx") }),
  definePage<ChallengesPageQuery>({
    path: PAGE_PATHS.challenges,
    query: challengesPageQuery,
    variables: () => ({ seed: challengeSeed() }),
    component: () => import("../challenges/ChallengesPage.tsx"),
  }),
  ...[PAGE_PATHS.chat, PAGE_PATHS.chatRoom].map((path) =>
    definePage<ChatPageQuery>({
      path,
      query: chatPageQuery,
      variables: (params) => ({ room: params.room ?? "R0" }),
      component: () => import("../chat/ChatPage.tsx"),
    }),
  ),
  definePage<LeaderboardsPageQuery>({
    path: PAGE_PATHS.leaderboards,
    query: leaderboardsPageQuery,
    // The board chosen is in the address (?game=&period=&scope=), read as the page is entered.
    variables: () => leaderboardsChoice(window.location.search),
    component: () => import("../leaderboards/LeaderboardsPage.tsx"),
  }),
  definePage<AdminPageQuery>({
    path: PAGE_PATHS.admin,
    query: adminPageQuery,
    // The search and the player shown are in the address (?q=&player=), read as the page is entered.
    variables: () => adminChoice(window.location.search),
    component: () => import("../admin/AdminPage.tsx"),
  }),
  defineStaticPage({ path: PAGE_PATHS.resetPassword, component: () => import("../pages/ResetPasswordPage.tsx") }),
  definePage<VerifyEmailPageQuery>({
    path: PAGE_PATHS.verifyEmail,
    query: verifyEmailPageQuery,
    variables: noVariables,
    component: () => import("../pages/VerifyEmailPage.tsx"),
  }),
];

function routeAt(pathname: string): { route: Route; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Whether the server renders the page at `pathname` for a visitor (see Route.serverRendered). */
export function isServerRendered(pathname: string): boolean {
  return routeAt(pathname)?.route.serverRendered ?? false;
}

/** Enters the page at `pathname`: starts its query and its code (the not-found page needs neither). */
export function preparePage(pathname: string, environment: IEnvironment): PreparedPage {
  const found = routeAt(pathname);
  if (found) return found.route.prepare(found.params, environment);
  return {
    element: (
      <FocusPageHeading>
        <NotFound />
      </FocusPageHeading>
    ),
    dispose: () => {},
  };
}

/** Fetches the other pages' query artifacts ahead of a navigation (once the first page is shown). */
export function prefetchPageQueries(): void {
  for (const load of [accountPageQuery, allGamesPageQuery, challengesPageQuery, chatPageQuery, gameAboutPageQuery, gameLoadPageQuery, leaderboardsPageQuery, newAccountPageQuery, pinboardsPageQuery, verifyEmailPageQuery]) void load().catch(() => {});
}
