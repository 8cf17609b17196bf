import { describe, expect, it } from "vitest";
import { formatProblem } from "../../../src/documents/problem.js";
import { brokenSite, check, extraPage, onlyProblem, lineOf, projectRoot, schemasDir, writeRaw } from "../fixtureSite.js";
import { loadSite } from "../../../src/documents/validateSite.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";


const only = onlyProblem;

describe("the minimal fixture site", () => {
  it("is valid, so each broken copy below fails for one reason only", () => {
    const { problems, model } = loadSite(join(projectRoot, "tests/fixtures/minimal"), schemasDir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(model?.pages.map((p) => p.page.route)).toContain("/gst-registration");
  });
});

describe("schema problems name the field by its title, with file, line and pointer", () => {
  it("a missing required field: 'Link text is required'", () => {
    const { root, text } = brokenSite("config/menus/main.json", (d) => delete d.tabs[1].content[0].text);
    const p = only(root);
    expect(p.file).toBe("config/menus/main.json");
    // The pointer names the missing field (the editor shows the problem there); the line is its object's.
    expect(p.pointer).toBe("/tabs/1/content/0/text");
    // The field's title first, for a person in the editor; the key second, for a person in the file.
    expect(p.message).toBe('Link text is required: fill it in here ("text" in the file)');
    expect(p.line).toBe(lineOf(text, "{", '"content": [\n        {\n          "url": "/gst-registration"') || p.line);
    expect(p.line).toBe(lineOf(text, '"url": "/gst-registration"') - 1);
  });

  it("a wrong type", () => {
    const { root, text } = brokenSite("config/menus/main.json", (d) => (d.tabs[1].tabName = 5));
    const p = only(root);
    expect(p.pointer).toBe("/tabs/1/tabName");
    expect(p.message).toBe("Tab name must be text, not 5");
    expect([p.line, p.column]).toEqual([lineOf(text, '"tabName": 5'), 7]);
  });

  it("an unknown block type gets a did-you-mean", () => {
    const { root, text } = brokenSite("pages-json/home.json", (d) => (d.blocks[0].type = "heroo"));
    const p = only(root);
    expect(p.pointer).toBe("/blocks/0/type");
    expect(p.message).toBe("unknown block type 'heroo', did you mean 'hero'?");
    expect(p.line).toBe(lineOf(text, '"type": "heroo"'));
  });

  it("an unknown field gets a did-you-mean", () => {
    const { root } = brokenSite("pages-json/home.json", (d) => {
      d.titel = d.title;
      delete d.title;
    });
    const { problems } = check(root);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/title", 'Page title is required: fill it in here ("title" in the file)'],
      ["/titel", "'titel' is not a field of page; did you mean 'title'?"],
    ]);
  });

  it("a footer column with too many links", () => {
    const { root } = brokenSite("config/footer.json", (d) => d.defaultColumns[0].footerServices.push({ title: "Sixth", url: "/sitemap" }));
    const p = only(root);
    // At the first link over the limit, the sixth (index 5).
    expect(p.pointer).toBe("/defaultColumns/0/footerServices/5");
    expect(p.message).toBe("Column links may have at most 5 items (it has 6); remove this one");
    const two = only(brokenSite("config/footer.json", (d) => d.defaultColumns[0].footerServices.push({ title: "Sixth", url: "/sitemap" }, { title: "Seventh", url: "/sitemap" })).root);
    expect(two.pointer).toBe("/defaultColumns/0/footerServices/5");
    expect(two.message).toBe("Column links may have at most 5 items (it has 7); remove this one and the 1 after it");
  });

  it("a notice longer than its strip takes: at most 120 characters, said with its length", () => {
    const long = "File GSTR 9/9C by 31 Dec. ".repeat(5);
    const { root, text } = brokenSite("config/banners.json", (d) => (d.notices[0].text = long));
    const p = only(root);
    expect(p.pointer).toBe("/notices/0/text");
    expect(p.message).toBe(`Notice text is too long: write at most 120 characters (it has ${long.length})`);
    expect(p.line).toBe(lineOf(text, '"text": "File GSTR 9/9C by 31 Dec. File'));
    expect(check(brokenSite("config/banners.json", (d) => (d.notices[0].text = long.slice(0, 120))).root).problems).toEqual([]);
  });

  it("every other text of the strip has its limit too: the button's label and the joining words", () => {
    const { root } = brokenSite("config/banners.json", (d) => {
      d.notices[0].action.label = "Details here, and more words than a button holds";
      d.brandBanner.joinText = "Is now, after a long journey,";
    });
    expect(check(root).problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/brandBanner/joinText", "Joining words is too long: write at most 20 characters (it has 29)"],
      ["/notices/0/action/label", "Button label is too long: write at most 30 characters (it has 48)"],
    ]);
  });

  it("a value outside a list of choices", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => (d.logo.site = "trademarks"));
    expect(only(root).message).toBe("Logo links to 'trademarks' is not allowed; did you mean 'trademark'?");
  });

  it("a badly formed page address explains the form", () => {
    const { root } = brokenSite("pages-json/sitemap.json", (d) => (d.route = "/Site Map"));
    expect(only(root).message).toBe(
      "Page address '/Site Map' is not in the right form: start with '/' and use lowercase letters, digits, dashes and slashes only, like '/gst-registration'",
    );
  });

  it("a document whose $schema names no schema", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/extra.json", JSON.stringify({ ...extraPage, $schema: "../schemas/pgae.schema.json" }, null, 2));
    const p = only(root);
    expect(p.pointer).toBe("/$schema");
    expect(p.message).toMatch(/^Schema address '..\/schemas\/pgae.schema.json' names no known schema/);
  });

  it("broken JSON is reported at the place of the mistake", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/extra.json", '{\n  "id": "extra",\n  "route": "/extra"\n  "title": "x"\n}\n');
    const p = only(root);
    expect([p.line, p.column]).toEqual([4, 3]);
    expect(p.message).toBe("The file is not valid JSON: a comma (,) is missing just before here, between two entries; fix it here");
  });

  it("a comma too many before a closing brace or bracket is said once, at the comma (the parser stops a line below, twice)", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/extra.json", '{\n  "id": "extra",\n  "route": "/extra",\n  "tags": ["a", "b",],\n}\n');
    const problems = check(root).problems.filter((p) => p.file === "pages-json/extra.json");
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [4, 20, "The file is not valid JSON: this comma is one too many (JSON has no comma before a closing brace or bracket); fix it here"],
      [4, 22, "The file is not valid JSON: this comma is one too many (JSON has no comma before a closing brace or bracket); fix it here"],
    ]);
    // A comma inside a text is a character of it, not punctuation.
    writeRaw(root, "pages-json/extra.json", '{\n  "id": "extra",\n  "route": "/extra",\n  "title": "a,}"\n  "x": 1\n}\n');
    expect(check(root).problems.filter((p) => p.file === "pages-json/extra.json").map((p) => p.message)).toEqual([
      "The file is not valid JSON: a comma (,) is missing just before here, between two entries; fix it here",
    ]);
  });

  it("a byte-order mark, single quotes and a text broken over two lines are each said once, in words of their own", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    const said = (text: string) => {
      writeRaw(root, "pages-json/extra.json", text);
      return check(root)
        .problems.filter((p) => p.file === "pages-json/extra.json")
        .map((p) => [p.line, p.column, p.message]);
    };
    expect(said('\uFEFF{\n  "id": "extra",\n  "route": "/extra"\n}\n')).toEqual([
      [1, 1, "The file is not valid JSON: the file starts with an invisible byte-order mark (BOM), which JSON does not allow: save it as UTF-8 without BOM; fix it here"],
    ]);
    // Each quoted part is a place to mend; nothing else is said of the line (the parser made six errors of it).
    expect(said("{\n  'id': 'extra',\n  \"route\": \"/extra\"\n}\n")).toEqual([
      [2, 3, `The file is not valid JSON: names and texts in JSON are written in double quotes ("), not single quotes ('); fix it here`],
      [2, 9, `The file is not valid JSON: names and texts in JSON are written in double quotes ("), not single quotes ('); fix it here`],
    ]);
    // The text's own place, not its end; and what else is wrong further on is still found (the parser said five things).
    expect(said('{\n  "id": "extra",\n  "title": "one\ntwo",\n  "route": "/extra"\n  "x": 1\n}\n')).toEqual([
      [3, 12, "The file is not valid JSON: this text runs on to the next line, and a text in JSON cannot hold a line break (write \\n for one); or its closing double quote is missing; fix it here"],
      [6, 3, "The file is not valid JSON: a comma (,) is missing just before here, between two entries; fix it here"],
    ]);
    // A value left out before a comma is said as that, not also as a comma too many.
    expect(said('{\n  "id": "extra",\n  "route":,\n}\n')).toEqual([[3, 11, "The file is not valid JSON: a value was expected here (is there a comma too many, or a value left out?); fix it here"]]);
  });

  it("a name given twice in one object is a problem at the second, naming the first's line (JSON.parse would keep the last)", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/extra.json", JSON.stringify(extraPage, null, 2).replace('"route": "/extra",', '"route": "/extra",\n  "route": "/extras",'));
    const p = only(root);
    expect([p.file, p.line, p.column, p.pointer]).toEqual(["pages-json/extra.json", 6, 3, "/route"]);
    expect(p.message).toBe('The name "route" is given twice in this object (first on line 5): only this last value would count and the first would be ignored; keep one of them');
  });

  it("a single document that is not JSON is said to be broken, not also to be missing", () => {
    const { root } = brokenSite("config/banners.json", () => {});
    const text = readFileSync(join(root, "config/banners.json"), "utf8");
    writeRaw(root, "config/banners.json", text.replace(/,\n/, "\n"));
    const p = only(root);
    expect(p.file).toBe("config/banners.json");
    expect(p.message).toMatch(/^The file is not valid JSON: a comma \(,\) is missing/);
  });

  it("reports every error, not only the first", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => {
      d.tabs[1].tabName = 5;
      d.tabs[3].content[0].url = "sitemap";
      delete d.bookCallBack;
    });
    expect(check(root).problems.map((p) => p.pointer).sort()).toEqual(["/bookCallBack", "/tabs/1/tabName", "/tabs/3/content/0/url"]);
  });
});

describe("cross-references", () => {
  it("a link to a page that does not exist, with a did-you-mean", () => {
    const { root, text } = brokenSite("config/menus/main.json", (d) => (d.tabs[1].content[0].url = "/gst-regstration"));
    const p = only(root);
    expect(p.pointer).toBe("/tabs/1/content/0/url");
    expect(p.message).toBe("link '/gst-regstration' goes to no page; did you mean '/gst-registration'?");
    expect(p.line).toBe(lineOf(text, '"/gst-regstration"'));
  });

  it("a picture that is no file of the site (public/), with a did-you-mean, where a person edits it", () => {
    const { root, text } = brokenSite("config/banners.json", (d) => (d.brandBanner.oldLogo.src = "/images/logo-olde.svg"));
    const p = only(root);
    expect(p.file).toBe("config/banners.json");
    expect(p.pointer).toBe("/brandBanner/oldLogo/src");
    expect(p.message).toBe("image '/images/logo-olde.svg' is not a file of the site (public/images/logo-olde.svg); did you mean '/images/logo-old.svg'?");
    expect(p.line).toBe(lineOf(text, '"/images/logo-olde.svg"'));
    // The file an address names: without its query, its escapes decoded.
    for (const src of ["/images/logo-old.svg?v=2", "/images/logo%2Dold.svg"]) {
      const { root: fine } = brokenSite("config/banners.json", (d) => (d.brandBanner.oldLogo.src = src));
      expect(check(fine).problems, src).toEqual([]);
    }
  });

  it("a time zone of the constants that is no time zone name, with a did-you-mean", () => {
    const { root } = brokenSite("config/constants.json", (d) => (d.leads.timeZone = "Asia/Kolkatta"));
    const p = only(root);
    expect(p.pointer).toBe("/leads/timeZone");
    expect(p.message).toBe("time zone 'Asia/Kolkatta' is not a time zone name; did you mean 'Asia/Kolkata'?");
  });

  it("a link in a page block", () => {
    const { root } = brokenSite("pages-json/home.json", (d) => (d.blocks[0].props.actions[0].url = "/no-such-page-at-all-here"));
    const p = only(root);
    expect(p.pointer).toBe("/blocks/0/props/actions/0/url");
    expect(p.message).toMatch(/^link '\/no-such-page-at-all-here' goes to no page; add a page/);
  });

  it("a link to another website must say it is external", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => delete d.tabs[1].content[1].external);
    expect(only(root).message).toBe(`Link '/trademark-search' goes to another website: add "external": true so visitors see that it leaves the site`);
  });

  it("a page's menu, banners and service must exist", () => {
    const { root } = brokenSite("pages-json/home.json", (d) => {
      d.header.menu = "mian";
      d.banners = ["notice-c"];
      d.serviceId = 4242;
    });
    expect(check(root).problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/header/menu", "Menu 'mian' does not exist; did you mean 'main'?"],
      ["/banners/0", "Banner 'notice-c' does not exist; did you mean 'notice-a'?"],
      ["/serviceId", "Service id 4242 is not in the services catalogue; add the service to config/services.json"],
    ]);
  });

  it("a lead form block names a form that exists", () => {
    const { root } = brokenSite("pages-json/lead-forms.json", (d) => (d.blocks[1].props.form = "trademark-registraton"));
    const p = only(root);
    expect(p.pointer).toBe("/blocks/1/props/form");
    expect(p.message).toBe("Lead form 'trademark-registraton' does not exist; did you mean 'trademark-registration'?");
  });

  it("a lead form block is on a page with a service id, which every lead it sends is stored under", () => {
    const { root } = brokenSite("pages-json/lead-forms.json", (d) => delete d.serviceId);
    const problems = check(root).problems;
    expect(problems.map((p) => p.pointer)).toEqual(["/blocks/0", "/blocks/1", "/blocks/2", "/blocks/3"]);
    expect(new Set(problems.map((p) => p.message))).toEqual(
      new Set(["A lead form sends each lead under its page's service id, and this page has none; give the page a service id from config/services.json, or remove the lead form"]),
    );
  });

  it("a catalogue entry's lead form that does not exist is one problem, at the entry's leadForm (not at its page's blocks, which the file does not have)", () => {
    const { root, text } = brokenSite("config/services.json", (d) => (d.services[0].leadForm = "trademark-registraton"));
    const p = only(root);
    expect([p.pointer, p.line]).toEqual(["/services/0/leadForm", lineOf(text, '"leadForm"')]);
    expect(p.message).toBe("Lead form 'trademark-registraton' does not exist; did you mean 'trademark-registration'?");
  });

  it("a lead form's category picker exists, and only its last category comes without sub-options", () => {
    const { root } = brokenSite("config/category-options/legal-issues.json", (d) => delete d.categories[1].values);
    expect(only(root).message).toBe("Category 'Property' has no sub-options; give it 'values', or make it the last category, which is chosen directly");
    const other = brokenSite("config/lead-forms/talk-to-a-lawyer.json", (d) => (d.categoryPicker = "legal-issue"));
    expect(only(other.root).message).toBe("Category picker 'legal-issue' does not exist; did you mean 'legal-issues'?");
  });

  it("a required generic input has an error text, and the terms notice links its own words", () => {
    const { root } = brokenSite("config/lead-forms/gst-registration.json", (d) => delete d.inputs[0].errorText);
    expect(only(root).message).toBe("Input 'Yearly turnover' is required but has no 'errorText'; add the message visitors see when they leave it empty");
    const terms = brokenSite("config/messages.json", (d) => (d.leadForm.termsLinkText = "Terms"));
    expect(only(terms.root).message).toBe("'Terms' is not in the terms notice 'By proceeding, you agree to our T&C*'; use words that appear in it");
  });

  it("footer service ids must be in the catalogue", () => {
    const { root } = brokenSite("config/footer.json", (d) => d.serviceColumns[0].serviceIds.push(9999));
    const p = only(root);
    expect(p.pointer).toBe("/serviceColumns/0/serviceIds/2");
    expect(p.message).toBe("Service id 9999 is not in the services catalogue; add the service to config/services.json or remove the id");
  });

  it("two pages may not share an address", () => {
    const { root } = brokenSite("pages-json/sitemap.json", () => {});
    writeRaw(root, "pages-json/extra.json", JSON.stringify({ ...extraPage, route: "/sitemap" }, null, 2));
    const p = only(root);
    expect(p.file).toBe("pages-json/sitemap.json");
    expect(p.pointer).toBe("/route");
    expect(p.message).toBe("Page address '/sitemap' is used twice (also by pages-json/extra.json); give one page another address");
  });

  it("service ids are unique", () => {
    const { root } = brokenSite("config/services.json", (d) => (d.services[8].serviceId = 1001));
    const p = only(root);
    expect(p.pointer).toBe("/services/8/serviceId");
    expect(p.message).toBe("Service id 1001 is used twice (also by /services/7, Business Consulting); give each service its own id");
  });
});

describe("banners named by a catalogue service", () => {
  it("must exist", () => {
    const { root } = brokenSite("config/services.json", (d) => (d.services[4].banners = ["notice-bb"]));
    const p = only(root);
    expect(p.pointer).toBe("/services/4/banners/0");
    expect(p.message).toBe("Banner 'notice-bb' does not exist; did you mean 'notice-b'?");
  });
});

describe("keys every JavaScript object already has", () => {
  // Found by the mutation property test: Ajv's deep equality (uniqueItems over items without a type) calls
  // `a.toString()`, so an object with a "toString" key made the validator throw instead of reporting.
  it("are named at their place, and the rest of the document is still checked", () => {
    const { root, text } = brokenSite("config/constants.json", (d) => {
      d.captcha.skipForServiceIds = [{ toString: "" }, {}];
    });
    const { problems, model } = check(root);
    expect(model).toBeUndefined();
    const reserved = problems.find((p) => p.pointer === "/captcha/skipForServiceIds/0/toString");
    expect(reserved?.message).toBe("The key 'toString' is a name JavaScript keeps for every object; rename or remove it");
    expect(reserved?.line).toBe(lineOf(text, '"toString": ""'));
    expect(problems.some((p) => p.pointer === "/captcha/skipForServiceIds/1")).toBe(true);
  });

  it("__proto__ and valueOf too", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => {
      d.tabs[0].valueOf = 1;
      Object.defineProperty(d, "__proto__", { value: {}, enumerable: true });
    });
    const found = check(root).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(found).toEqual([
      "/tabs/0/valueOf: The key 'valueOf' is a name JavaScript keeps for every object; rename or remove it",
      "/__proto__: The key '__proto__' is a name JavaScript keeps for every object; rename or remove it",
    ]);
  });
});

describe("a $schema naming a member every object has", () => {
  it("is an unknown schema address, not a crash", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => (d.$schema = "../../schemas/valueOf"));
    const p = check(root).problems.find((q) => q.file === "config/menus/main.json");
    expect([p?.pointer, p?.message.startsWith("Schema address '../../schemas/valueOf' names no known schema")]).toEqual(["/$schema", true]);
  });
});
