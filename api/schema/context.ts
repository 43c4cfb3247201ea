import type { Viewer } from "../auth/viewer.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { PlayEnvironment } from "../play/play.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";

export interface GraphQLContext {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  viewer: Viewer;
  store: StoreCatalog;
  payments: PaymentServices;
  play: PlayEnvironment;
}
