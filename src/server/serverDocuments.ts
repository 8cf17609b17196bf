import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describeSchemaError } from "../documents/schemaMessages.js";
import { createSchemaRegistry, type SchemaRegistry } from "../documents/schemaRegistry.js";
import type { ChatScriptDocument, ConstantsDocument, EmailChecksDocument, LeadFormDocument, MessagesDocument, PlansDocument, ServicesDocument, SiteDocument } from "../documents/types.js";

/** The documents the server's rules read: business constants and messages, and what can be bought. */
export interface ServerDocuments {
  constants: ConstantsDocument;
  messages: MessagesDocument;
  /** What the email check refuses besides malformed addresses (config/email-checks.json). */
  emailChecks: EmailChecksDocument;
  /** What can be bought (config/plans.json): orders take every amount from here, never from the browser. */
  plans: PlansDocument;
  /** The services catalogue (config/services.json): the service names orders and the payments page show. */
  services: ServicesDocument;
  /** The chat bot's scripts (config/chat/*.json), in file name order. */
  chatScripts: ChatScriptDocument[];
  /** The site settings (config/site.json): the server reads the click-tracking pixel's from it (insights/clickPixel.ts). */
  site: SiteDocument;
  /** The lead forms (config/lead-forms/): staff pages name a form's answers and fields by their questions. */
  leadForms: LeadFormDocument[];
}

/**
 * Reads config/constants.json, config/messages.json, config/email-checks.json, config/plans.json, config/services.json, config/site.json and config/chat/*.json under rootDir and checks each against its
 * schema, so that the server never runs on a document the build would have refused.
 * `registry` may be one already compiled from the same schemas: compiling them takes ~1 s, which a publish
 * reaching another process (site/fleetSite.ts) should not spend each time.
 */
export function loadServerDocuments(rootDir: string, schemasDir = join(rootDir, "schemas"), registry: SchemaRegistry = createSchemaRegistry(schemasDir)): ServerDocuments {
  const read = <T>(file: string, schemaFile: string): T => {
    const data: unknown = JSON.parse(readFileSync(join(rootDir, file), "utf8"));
    const validate = registry.validator(schemaFile)!;
    if (!validate(data)) {
      const problems = (validate.errors ?? []).map((e) => describeSchemaError(e, registry, { schemaFile, data })).map((p) => `${file}  ${p.pointer || "/"}  ${p.message}`);
      throw new Error(`The server cannot start on an invalid document (run npm run validate):\n${problems.join("\n")}`);
    }
    return data as T;
  };
  return {
    constants: read<ConstantsDocument>("config/constants.json", "constants.schema.json"),
    messages: read<MessagesDocument>("config/messages.json", "messages.schema.json"),
    emailChecks: read<EmailChecksDocument>("config/email-checks.json", "email-checks.schema.json"),
    plans: read<PlansDocument>("config/plans.json", "plans.schema.json"),
    services: read<ServicesDocument>("config/services.json", "services.schema.json"),
    chatScripts: chatFiles(rootDir).map((file) => read<ChatScriptDocument>(file, "chat-script.schema.json")),
    site: read<SiteDocument>("config/site.json", "site.schema.json"),
    leadForms: jsonFiles(rootDir, "lead-forms").map((file) => read<LeadFormDocument>(file, "lead-form.schema.json")),
  };
}

/** The chat scripts' files under rootDir (a site without config/chat/ has no chat). */
const chatFiles = (rootDir: string): string[] => jsonFiles(rootDir, "chat");

/** The documents of a folder of config/ under rootDir, by name (none when the folder is missing). */
function jsonFiles(rootDir: string, folder: string): string[] {
  const dir = join(rootDir, "config", folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => `config/${folder}/${f}`);
}
