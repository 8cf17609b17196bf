import { hydrateIslands } from "../renderer/hydrateIslands.js";
import type { IslandData } from "../renderer/islands.js";
import { nextTask } from "../renderer/nextTask.js";
import { rememberClick } from "./lib/clickPixel.js";
import { countPageView } from "./lib/pageView.js";
import { islands } from "./registry.js";
import { startScheduleGate } from "../renderer/schedule/scheduleGate.js";
import "./styles/site.css";

/**
 * The entry is an async module script (index.html): it runs in a task of its own once fetched, perhaps before the
 * parser is done, rather than in the parser's last task with the document's first full style and layout (a deferred
 * module's place), where the two would add up to one long task on a slow phone. What it does waits for the whole
 * document, then for a task of its own.
 */
const documentParsed = (): Promise<void> =>
  document.readyState === "loading" ? new Promise((done) => addEventListener("DOMContentLoaded", () => done(), { once: true })) : Promise.resolve();

void documentParsed()
  .then(nextTask)
  .then(() => {
    // The page's HTML is already there; React takes over only its islands, with the data they were built from.
    const dataElement = document.getElementById("page-data");
    if (dataElement) void hydrateIslands(islands, JSON.parse(dataElement.textContent ?? "{}") as IslandData);
    // Scheduled banners, notices and blocks show and hide at their moments while the page stays open (docs/rendering.md).
    startScheduleGate();
    // Every page: the visit's linkid for the click-tracking pixel, and the page's one view beacon once it is usable. In a
    // task of their own: the page's first use of sessionStorage opens it (about 30 ms at 4× CPU slowdown), which would add
    // to this task.
    return nextTask();
  })
  .then(() => {
    rememberClick();
    countPageView();
  });
