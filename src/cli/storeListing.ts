import { serverSettings } from "../server/startServer.js";
import { openStore, type Store } from "../server/store/openStore.js";

/**
 * A listing command over the store of `npm start` (`npm run leads`, `npm run payments`): reads `--json` and
 * `--limit N` (a whole number, else the command stops with exit 2 and says so), opens the store the server uses
 * (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL), prints what `list` makes of it, and closes the store.
 * Stop a PGlite server first: an embedded store serves one process at a time.
 */
export async function printStoreListing(
  args: string[],
  { defaultLimit, noun }: { defaultLimit: number; noun: string },
  list: (store: Store, limit: number, json: boolean) => Promise<string>,
): Promise<void> {
  const at = args.indexOf("--limit");
  const limit = at >= 0 ? Number(args[at + 1]) : defaultLimit;
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit needs a whole number of ${noun}, like --limit 20`);
    process.exit(2);
  }
  const settings = serverSettings();
  const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
  try {
    console.log(await list(store, limit, args.includes("--json")));
  } finally {
    await store.close();
  }
}
