import type { Migration } from "./migration.js";

/**
 * Category options 1 → 2: version 1 kept the categories at `fields[0].options`, a list of fields of which only the
 * first was ever used (the schema allowed exactly one). An editor had to open a one-item list to reach them, and the
 * code read `fields[0].options` everywhere. Version 2 has them as one plain list, `categories`, in the same place.
 */
export const categoriesAsOneList: Migration = {
  schemaFile: "category-options.schema.json",
  from: 1,
  to: 2,
  describe: "moved the categories from 'fields' (a list of one field, of which only the first was used) to a plain list 'categories'",
  migrate(doc) {
    const fields = doc.fields;
    const first: unknown = Array.isArray(fields) ? fields[0] : undefined;
    const options = first && typeof first === "object" ? (first as { options?: unknown }).options : undefined;
    // Nothing to move: the document stays as it is, and the validator then names what is missing.
    if (options === undefined) return { ...doc };
    // Built key by key so that `categories` takes the place of `fields` and the file keeps its order.
    return Object.fromEntries(Object.entries(doc).flatMap(([key, value]) => (key === "fields" ? [["categories", options]] : key === "categories" ? [] : [[key, value]])));
  },
};
