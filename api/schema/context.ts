import type { Viewer } from "../auth/viewer.ts";
import type { ChatEnvironment } from "../chat/chat.ts";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import type { CatalogReloadStatus } from "../catalog/catalogWatcher.ts";
import type { CouponEnvironment } from "../coupons/coupons.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { ClusterTraffic } from "../metrics/clusterTraffic.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { PlayEnvironment } from "../play/environment.ts";
import type { QaEnvironment } from "../qa/qa.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";

export interface GraphQLContext {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  /** Who is asking; looked up only for operations beyond the public catalog (api/http/graphql.ts). */
  viewer: Viewer;
  store: StoreCatalog;
  payments: PaymentServices;
  play: PlayEnvironment;
  catalogCache: CatalogCache;
  /** What this process's catalog watcher last did (the console's Content page). */
  catalogStatus: Readonly<CatalogReloadStatus>;
  coupons: CouponEnvironment;
  chat: ChatEnvironment;
  qa: QaEnvironment;
  /** The traffic of every live portal process (the console's Dashboard). */
  traffic: ClusterTraffic;
  /** Drops a user's sessions from this process's session cache (the console's ban and closure sign out at once). */
  forgetUser: (userId: string) => void;
}
