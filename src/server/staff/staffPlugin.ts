import type { FastifyPluginAsync } from "fastify";
import type { StaffGate } from "./staffPassword.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { adminIndexRoute } from "./adminIndexRoute.js";
import { adminLeadsRoute } from "./adminLeadsRoute.js";
import { adminLeadRoute } from "./adminLeadRoute.js";
import { adminPaymentsRoute } from "./adminPaymentsRoute.js";
import { adminUserTracksRoute } from "./adminUserTracksRoute.js";

export type StaffPluginOptions = { store: Store; documents: ServerDocuments; staffGate: StaffGate; now?: () => Date };

/** The staff's listings under /admin, behind the staff password: their index, the leads (and each lead's page), the payments and the visitor tracking records. */
export const staffPlugin: FastifyPluginAsync<StaffPluginOptions> = async (app, options) => {
  await app.register(adminIndexRoute, options);
  await app.register(adminLeadsRoute, options);
  await app.register(adminLeadRoute, options);
  await app.register(adminPaymentsRoute, options);
  await app.register(adminUserTracksRoute, options);
};
