/** The kinds of document, named by the schema file a document's `$schema` points at. */
export const documentKinds = {
  "site.schema.json": "site",
  "constants.schema.json": "constants",
  "messages.schema.json": "messages",
  "menu.schema.json": "menu",
  "footer.schema.json": "footer",
  "banners.schema.json": "banners",
  "lead-form.schema.json": "leadForm",
  "category-options.schema.json": "categoryOptions",
  "services.schema.json": "services",
  "page.schema.json": "page",
  "email-checks.schema.json": "emailChecks",
  "plans.schema.json": "plans",
  "chat-script.schema.json": "chatScript",
  "theme.schema.json": "theme",
  "redirects.schema.json": "redirects",
} as const;

export type SchemaFile = keyof typeof documentKinds;
export type DocumentKind = (typeof documentKinds)[SchemaFile];

export function schemaFileOf(schemaRef: unknown): SchemaFile | undefined {
  if (typeof schemaRef !== "string") return undefined;
  const base = schemaRef.split(/[\\/]/).pop() ?? "";
  // Own keys only: "valueOf" or "constructor" is in every object.
  return Object.hasOwn(documentKinds, base) ? (base as SchemaFile) : undefined;
}
