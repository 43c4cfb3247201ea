import type { Viewer } from "../auth/viewer.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";

export interface GraphQLContext {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  viewer: Viewer;
}
