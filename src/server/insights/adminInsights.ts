import { formQuestions } from "../staff/formQuestions.js";
import type { FastifyPluginAsync } from "fastify";
import { fill } from "../../lib/fill.js";
import { adminAllowed } from "../staff/adminAuth.js";
import type { StaffGate } from "../staff/staffPassword.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { insightsBetween } from "./insightsDaily.js";
import { insightsCsv, insightsPage } from "./insightsPage.js";
import { insightsRange, type InsightsRange, type RangeQuery } from "./insightsRange.js";
import { insightsReport } from "./insightsReport.js";
import { serviceNames } from "./insightsServices.js";

export interface AdminInsightsDeps {
  store: Store;
  documents: ServerDocuments;
  staffGate: StaffGate;
  now: () => Date;
}

/**
 * GET /admin/insights (`?from=&to=` days in India time, `&service=` an id, 0 for pages of none, or all): the funnel
 * from a page to a payment, the chat's, the services ranked by paid orders and by leads, and where visitors leave the
 * lead form, summed from the daily rows; `&format=csv` gives the same numbers as a file. Behind the staff pages' gate.
 */
export const adminInsightsRoute: FastifyPluginAsync<AdminInsightsDeps> = async (app, { store, documents, staffGate, now }) => {
  app.get<{ Querystring: RangeQuery & { format?: string } }>("/admin/insights", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const words = documents.messages.server.insights;
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi insights", loginNeeded: words.loginNeeded }))) return reply;
    const { constants } = documents;
    const names = serviceNames(documents.services);
    const asked = insightsRange(request.query, constants, now(), (id) => names.has(id));
    const refused =
      asked === "range"
        ? fill(words.rangeNotValid, { days: String(constants.insights.maxDays) })
        : asked === "service"
          ? fill(words.serviceNotValid, { service: request.query.service ?? "" })
          : undefined;
    // A file asked for with wrong days: the sentence alone. The page: the sentence above the form, the default days shown (400).
    if (refused && request.query.format === "csv") return reply.code(400).type("text/plain; charset=utf-8").send(refused);
    const range = typeof asked === "string" ? (insightsRange({}, constants, now(), () => true) as InsightsRange) : asked;
    const nameOf = (id: number) => (id === 0 ? words.noService : (names.get(id) ?? String(id)));
    const field = formQuestions(documents.leadForms, documents.messages.leadForm).field;
    const report = insightsReport(await insightsBetween(store, range), { steps: words.steps, service: nameOf, field }, constants.insights.rankingSize);
    if (request.query.format === "csv") {
      const file = `insights-${range.from}-${range.to}-${range.serviceId ?? "all"}.csv`;
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file}"`).send(insightsCsv(report, words));
    }
    const services = [...names].sort(([, a], [, b]) => a.localeCompare(b));
    const shownService = range.serviceId === undefined ? words.allServices : nameOf(range.serviceId);
    return reply
      .code(refused ? 400 : 200)
      .type("text/html; charset=utf-8")
      .send(insightsPage(report, range, services, words, shownService, refused));
  });
};
