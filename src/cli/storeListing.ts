import { serverSettings } from "../server/startServer.js";
import { openStore, type Store } from "../server/store/openStore.js";
import { StoreInUseError } from "../server/store/storeLock.js";

/**
 * The store of `npm start` for a command (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL). While a server
 * holds an embedded store, the command stops with exit 1 and says so (storeLock.ts), instead of writing beside it.
 */
export async function openServerStore(): Promise<Store> {
  const settings = serverSettings();
  try {
    return await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
  } catch (error) {
    if (!(error instanceof StoreInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * A listing command over the store of `npm start` (`npm run leads`, `npm run payments`): reads `--json` and
 * `--limit N` (a whole number, else the command stops with exit 2 and says so), opens the store the server uses
 * (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL), prints what `list` makes of it, and closes the store.
 * An embedded store serves one process at a time: while the server runs on it, the command says so and stops.
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
  const store = await openServerStore();
  try {
    console.log(await list(store, limit, args.includes("--json")));
  } finally {
    await store.close();
  }
}
