import { writeFileSync } from "node:fs";
import { schemaTypesSource } from "./schemaTypes.js";

// `npm run types`: regenerate renderer/types/documents.ts from schemas/.
const out = "renderer/types/documents.ts";
writeFileSync(out, await schemaTypesSource("schemas"));
console.log(`wrote ${out}`);
