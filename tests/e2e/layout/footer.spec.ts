import { expect, test, type Page } from "@playwright/test";

// The footer against the real server, at 1280 and 390 px. The expected columns are written
// out here, not read from config/footer.json, so that a change of the document's rules makes this fail.
const cases = [
  {
    what: "service id 1 (private limited company)",
    route: "/private-limited-company-registration",
    columns: ["Business Setup", "Registrations", "Legal Documents", "Consult"],
    tools: false,
    blogs: { text: "See all business registration blogs", href: /\/category\/business-registration$/ },
    news: "Read updates on company law and business registration on our news site.",
  },
  {
    what: "service id 78 (trademark registration)",
    route: "/trademark-registration",
    columns: ["Trademark", "Patent", "Business Setup", "Consult"],
    tools: false,
    blogs: { text: "See all trademark blogs", href: /\/category\/trademark$/ },
    news: "Read updates on trademarks, copyright and patents on our news site.",
  },
  {
    what: "service id 1001, which has no columns of its own",
    route: "/chartered-accountant-services",
    columns: ["Business Setup", "Trademark", "GST", "Consult"],
    tools: true,
    blogs: { text: "See all blogs", href: /^\/sitemap$/ },
    news: "Read the latest on company law, GST and intellectual property on our news site.",
  },
  {
    what: "a page without a service id",
    route: "/about-us",
    columns: ["Business Setup", "Trademark", "GST", "Consult"],
    tools: true,
    blogs: { text: "See all blogs", href: /^\/sitemap$/ },
    news: "Read the latest on company law, GST and intellectual property on our news site.",
  },
];

const serviceHeadings = (page: Page) => page.locator(".site-footer > .footer-columns:not(.company-columns) > .footer-column h2").allTextContents();

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const c of cases) {
      test(`the footer for ${c.what}`, async ({ page }) => {
        await page.goto(c.route);
        const footer = page.locator(".site-footer");
        await footer.scrollIntoViewIfNeeded();
        await expect(footer).toBeVisible();
        expect(await serviceHeadings(page)).toEqual(c.tools ? [...c.columns, "Tools"] : c.columns);
        await expect(footer.locator(".tools-column")).toHaveCount(c.tools ? 1 : 0);
        // 5 links a column, 4 allowed.
        for (const column of await footer.locator(".footer-column").all()) {
          const n = await column.locator("li").count();
          const name = await column.locator("h2").textContent();
          if (name !== "Official search" && name !== "Company" && name !== "Policies") expect([4, 5], `${name} has ${n} links`).toContain(n);
        }
        const blogs = footer.locator(".see-all-blogs a");
        await expect(blogs).toContainText(c.blogs.text);
        expect(await blogs.getAttribute("href")).toMatch(c.blogs.href);
        await expect(footer.locator(".news-banner")).toContainText(c.news);
        await expect(footer.locator(".disclaimer")).toContainText("not a law firm");
        await expect(footer.locator(".disclaimer")).toContainText("not legal advice");
        await expect(footer.locator(".disclaimer")).toContainText("facilitating platform");
        await expect(footer.locator(".copyright")).toHaveText(`© ${new Date().getFullYear()} vidhi Technologies Private Limited`);
        await expect(footer.getByRole("list", { name: "Social profiles" }).locator("a")).toHaveCount(5);
        for (const name of ["Trademark Search", "Company Name Search", "Patent Search"])
          await expect(footer.locator("a[data-external]", { hasText: name }).first()).toHaveAttribute("target", "_blank");
        // Every row of the footer starts at the columns' left edge (the social list was a list at the padding's edge).
        const lefts = await footer.locator(":scope > :is(.footer-columns, .social, .see-all-blogs, .news-banner, .disclaimer, .copyright)").evaluateAll((rows) => rows.map((r) => `${r.className} ${Math.round(r.getBoundingClientRect().left)}`));
        const columnsLeft = lefts[0].split(" ").at(-1);
        expect(lefts.filter((l) => l.split(" ").at(-1) !== columnsLeft)).toEqual([]);
        // Nothing in the footer is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test("the home page's footer carries the long marketing text; a service page's does not", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".site-footer .marketing-text p").first()).toContainText("online marketplace for legal, tax and compliance services");
  await page.goto("/gst-registration");
  await expect(page.locator(".site-footer .marketing-text")).toHaveCount(0);
});
