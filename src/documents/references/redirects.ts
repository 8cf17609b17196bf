import { serverAddressProblem, type PageAddresses } from "./pages.js";
import { serverSegmentOf } from "../serverAddresses.js";
import { unknown, type ReferenceCheck } from "./referenceCheck.js";

/**
 * The redirects (config/redirects.json): each old address is no page's (a page answers there, so the redirect would
 * never be used), not the server's own (serverAddresses.ts) and is redirected once; each new address is a page of the
 * site (so never the server's own either), and not the old one.
 */
export function checkRedirects({ model, report, single }: ReferenceCheck, routes: PageAddresses): void {
  if (!model.redirects.length) return;
  const doc = single("redirects");
  const seen = new Map<string, number>();
  model.redirects.forEach((r, i) => {
    const segment = serverSegmentOf(r.from);
    if (segment) report(doc, `/redirects/${i}/from`, serverAddressProblem("Old address", r.from, segment));
    const page = routes.get(r.from);
    if (page) report(doc, `/redirects/${i}/from`, `Old address '${r.from}' is a page's address (${page}), which answers there: remove this redirect`);
    const first = seen.get(r.from);
    if (first !== undefined) report(doc, `/redirects/${i}/from`, `Old address '${r.from}' is redirected twice (also by redirect ${first + 1}); keep one`);
    else seen.set(r.from, i);
    if (r.to === r.from) report(doc, `/redirects/${i}/to`, `New address '${r.to}' is the old address itself; give the page the redirect goes to`);
    else if (!routes.has(r.to)) report(doc, `/redirects/${i}/to`, unknown("Page address", r.to, routes.keys(), "give the address of a page of the site"));
  });
}
