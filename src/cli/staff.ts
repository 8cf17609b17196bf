import { randomBytes } from "node:crypto";
import { minSecretChars } from "../server/security/generatedSecret.js";
import { listStaff, removeStaff, setStaffPassword, staffNamePattern } from "../server/staff/staffAccounts.js";
import { openServerStore } from "./storeListing.js";

// `npm run staff -- add NAME [--password P]`, `… password NAME [--password P]`, `… remove NAME`, `… list`: the staff
// accounts of the store of `npm start` (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL). Without
// --password a password is generated and printed once. An embedded store serves one process at a time: while the
// server runs on it, the command says so and stops (storeLock.ts). A staff page asks for the account's name and password (the browser's sign-in box).
const usage = "Use: npm run staff -- add NAME [--password P] | password NAME [--password P] | remove NAME | list";
const [command, name, ...rest] = process.argv.slice(2);
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

if (!["add", "password", "remove", "list"].includes(command ?? "")) fail(usage);
if (command !== "list" && !staffNamePattern.test(name ?? "")) fail(`A staff name is 2 to 40 lowercase letters, digits, '.', '_' or '-', starting with a letter, like 'meera' or 'ravi.k'. ${usage}`);
const given = rest[0] === "--password" ? rest[1] : undefined;
if (rest.length && (rest[0] !== "--password" || rest.length !== 2)) fail(usage);
if (given !== undefined && given.length < minSecretChars) fail(`A staff password has at least ${minSecretChars} characters.`);

const store = await openServerStore();
try {
  if (command === "list") {
    const accounts = await listStaff(store.query);
    console.log(accounts.length ? accounts.map((a) => `${a.name}\tsince ${a.created_at.toISOString().slice(0, 10)}, password set ${a.password_set_at.toISOString()}`).join("\n") : "No staff accounts yet: the admin password of npm start signs in as 'admin'.");
  } else if (command === "remove") {
    console.log((await removeStaff(store.query, name)) ? `Removed '${name}': that name and password no longer sign in.` : `There is no staff account '${name}'.`);
  } else {
    const password = given ?? randomBytes(18).toString("base64url");
    const created = await setStaffPassword(store.query, name, password, new Date());
    if (command === "password" && created) console.log(`There was no account '${name}'; it is made now.`);
    console.log(`${created ? "Added" : "New password for"} '${name}'.${given ? "" : ` Password: ${password} (shown once; keep it somewhere safe).`}`);
  }
} finally {
  await store.close();
}
