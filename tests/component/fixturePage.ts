import { join } from "node:path";
import { loadSite } from "../../renderer/load/validateSite.js";
import { pageData } from "../../renderer/resolve/pageData.js";
import { projectRoot, schemasDir } from "../unit/fixtureSite.js";

/** The minimal fixture site's model, and the resolved data of one of its pages. */
export const fixture = loadSite(join(projectRoot, "tests/fixtures/minimal"), schemasDir).model!;
export const dataFor = (route: string, env: Record<string, string> = {}) => pageData(fixture, fixture.pages.find((p) => p.page.route === route)!, env, new Date("2026-03-01"));
