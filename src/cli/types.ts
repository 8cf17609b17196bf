import { writeFileSync } from "node:fs";
import { schemaTypesSource, typeFiles } from "./schemaTypes.js";

// `npm run types`: regenerate the documents' types and the HTTP contract's types from schemas/.
for (const part of ["documents", "contract"] as const) {
  writeFileSync(typeFiles[part], await schemaTypesSource("schemas", part));
  console.log(`wrote ${typeFiles[part]}`);
}
