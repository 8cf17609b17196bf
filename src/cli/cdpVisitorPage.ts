import type { CdpBrowser } from "./cdpPipe.js";

/** A slow phone's CPU: Chromium's own throttling (CDP `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile preset assumes. */
export const cpuSlowdown = 4;

/** A screen the bench loads pages on: its size in CSS pixels, its pixel ratio, and whether it is a phone's (mobile viewport, touch). */
export interface Screen {
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
}

/** Lighthouse's mobile screen (a mid-range phone), the bench's default. */
export const phoneScreen: Screen = { width: 390, height: 844, deviceScaleFactor: 2, mobile: true };
/** A laptop's window: the header's two rows and the sections side by side. */
export const desktopScreen: Screen = { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false };

/** A tab in a browser context of its own (a first visit: no cache, no storage), and the session that drives it. */
export interface VisitorPage {
  sessionId: string;
  /** Closes the tab with its context. */
  close(): Promise<void>;
}

/**
 * Opens a blank tab as a visitor's phone shows it (or `screen`): a 390×844 touch screen at device scale 2, the CPU 4×
 * slower (or `cpuRate`: 1 for the machine's own speed), in a fresh browser context. Only `Page` (its load event and the scripts to run before the page's own) and `Emulation`
 * are switched on: never `Runtime`, `Debugger`, `Log` or `Network`, which make V8 or the inspector record a stack
 * trace with lines and columns for every error or request (docs/rendering.md: what that costs at load). A
 * `Runtime.evaluate` works without `Runtime.enable`.
 */
export async function openVisitorPage(
  browser: CdpBrowser,
  initScripts: string[] = [],
  screen: Screen = phoneScreen,
  cpuRate: number = cpuSlowdown,
): Promise<VisitorPage> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>("Target.createBrowserContext");
  try {
    const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
    const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
    await browser.send("Page.enable", {}, sessionId);
    for (const source of initScripts) await browser.send("Page.addScriptToEvaluateOnNewDocument", { source }, sessionId);
    await browser.send("Emulation.setCPUThrottlingRate", { rate: cpuRate }, sessionId);
    const { width, height, deviceScaleFactor, mobile } = screen;
    const screenOrientation = width < height ? { angle: 0, type: "portraitPrimary" } : { angle: 90, type: "landscapePrimary" };
    await browser.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor, mobile, screenOrientation }, sessionId);
    await browser.send("Emulation.setTouchEmulationEnabled", { enabled: mobile }, sessionId);
    return { sessionId, close: () => browser.send("Target.disposeBrowserContext", { browserContextId }).then(() => undefined) };
  } catch (error) {
    await browser.send("Target.disposeBrowserContext", { browserContextId }).catch(() => undefined);
    throw error;
  }
}

/** Navigates the tab and waits for the page's load event (`Page.loadEventFired`: Page is enabled for that). */
export async function loadPage(browser: CdpBrowser, sessionId: string, url: string): Promise<void> {
  const loaded = browser.once("Page.loadEventFired", sessionId);
  const { errorText } = await browser.send<{ errorText?: string }>("Page.navigate", { url }, sessionId);
  if (errorText) throw new Error(`${url} did not load: ${errorText}`);
  await loaded;
}

/** Runs an expression in the page (awaiting a promise it gives) and gives its value, or throws what it threw. */
export async function evaluate<T>(browser: CdpBrowser, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await browser.send<{ result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
    "Runtime.evaluate",
    { expression, awaitPromise: true, returnByValue: true },
    sessionId,
  );
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}
