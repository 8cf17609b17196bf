import { describe, expect, it } from "vitest";
import { brokenSite, extraPage, onlyProblem, writeRaw } from "../fixtureSite.js";

const only = onlyProblem;

describe("config/plans.json: what the schema cannot check", () => {
  it("a plan's service must be in the catalogue", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[0].serviceId = 9999));
    const p = only(root);
    expect([p.file, p.pointer]).toEqual(["config/plans.json", "/services/0/serviceId"]);
    expect(p.message).toBe("Service id 9999 is not in the services catalogue; add the service to config/services.json or remove its plans");
  });

  it("a service has one entry", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[1].serviceId = d.services[0].serviceId));
    const p = only(root);
    expect(p.pointer).toBe("/services/1/serviceId");
    expect(p.message).toBe("Service id 1 has plans twice; put all its plans in one entry");
  });

  it("plan ids are unique across services", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[1].plans[1].id = d.services[0].plans[0].id));
    const p = only(root);
    expect(p.pointer).toBe("/services/1/plans/1/id");
    expect(p.message).toBe("Plan id 'private-limited-basic' is used by the plan at /services/0/plans/0 too; give each plan its own id");
  });

  it("a service recommends one plan at most", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[0].plans[0].recommended = true));
    const p = only(root);
    expect(p.pointer).toBe("/services/0/plans/1/recommended");
    expect(p.message).toBe("Service 1 recommends more than one plan; mark only one as recommended");
  });
});

describe("config/plans.json: the schema's rules", () => {
  it("amounts are whole paise, at least the provider's minimum of ₹1", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[0].plans[0].professionalFeePaise = 1499.5));
    const p = only(root);
    expect(p.pointer).toBe("/services/0/plans/0/professionalFeePaise");
    expect(p.message).toMatch(/Professional fee \(paise\) must be a whole number/);
  });

  it("a plan id's form is explained", () => {
    const { root } = brokenSite("config/plans.json", (d) => (d.services[0].plans[0].id = "Basic Plan"));
    const p = only(root);
    expect(p.message).toMatch(/use lowercase letters, digits and single hyphens/);
  });
});

describe("the cart the server's magic-key links open", () => {
  it("constants payment.cartRoute is the page with the cart block", () => {
    const p = onlyProblem(brokenSite("config/constants.json", (d) => (d.payment.cartRoute = "/carts")).root);
    expect([p.file, p.pointer]).toEqual(["config/constants.json", "/payment/cartRoute"]);
    expect(p.message).toBe("Cart page '/carts' does not exist; did you mean '/cart'?");
  });
});

describe("a pricing block", () => {
  it("names a service that has plans", () => {
    const page = { ...extraPage, id: "llp-offer", route: "/llp-offer", blocks: [{ type: "pricing", id: "plans", props: { heading: "Plans", serviceId: 3 } }] };
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/llp-offer.json", JSON.stringify(page, null, 2));
    const p = onlyProblem(root);
    expect([p.file, p.pointer]).toEqual(["pages-json/llp-offer.json", "/blocks/0"]);
    expect(p.message).toBe("Service 3 has no plans, so its pricing block would be empty; add its plans to config/plans.json");
  });
});
