// Creates a PGlite data folder (initdb) in a process of its own, then exits (pgliteOptions.ts says why). Plain
// JavaScript, so that the process needs no TypeScript loader. Usage: node pgliteCreate.mjs <folder> <options as JSON>.
import { PGlite } from "@electric-sql/pglite";
import process from "node:process";

const [dataDir, options] = process.argv.slice(2);
const db = new PGlite(dataDir, JSON.parse(options));
await db.waitReady;
await db.close();
