/**
 * Document migrations: when a schema changes in a way old documents no longer fit, its current version goes up and
 * a migration turns a document of the old version into the new one. `npm run migrate` applies them to the files;
 * the validator and the editor name a document whose `schemaVersion` is older than its schema's.
 */
export interface Migration {
  /** The schema under schemas/ whose documents it moves, e.g. "menu.schema.json". */
  schemaFile: string;
  from: number;
  to: number;
  /** What it does, in words for the person running it. */
  describe: string;
  /** The document of version `from` → the document of version `to` (a new object; the input is not changed). */
  migrate(doc: Record<string, unknown>): Record<string, unknown>;
}
