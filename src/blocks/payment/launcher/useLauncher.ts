import { useEffect, useState, useSyncExternalStore } from "react";
import type { PaymentsApi } from "../../../api/payments.js";
import { loadCheckoutScript } from "./checkoutContract.js";
import { LauncherFlow, type LauncherOptions } from "./launcherFlow.js";

/**
 * The launcher wired to the browser: made once per cart, the checkout script loaded as the cart mounts (so that
 * 'Pay now' opens at once), the alert and the console lines of config/messages.json.
 */
export function useLauncher(script: string, api: PaymentsApi, options: LauncherOptions) {
  const [flow] = useState(
    () =>
      new LauncherFlow(options, {
        api,
        loadScript: () => loadCheckoutScript(script),
        alert: (text) => window.alert(text),
        log: (text, detail) => (detail === undefined ? console.log(text) : console.error(text, detail)),
      }),
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => void flow.loadScript(), [flow]);
  return { flow, state };
}
