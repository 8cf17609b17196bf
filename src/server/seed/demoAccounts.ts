import { createUser, findUsersByContact, setUserInactive, type NewUser, type User } from "../login/users.js";
import type { Store } from "../store/openStore.js";

/** One demo account and what it shows in the login panel. */
export interface DemoAccount extends NewUser {
  name: string;
  /** What logging in with this account's contact shows (for the README and the tests). */
  shows: string;
}

/**
 * The demo accounts of `npm run seed` (and of `npm start` on an empty store, outside production).
 * Mobile numbers are valid by the constants (first digit 6 to 9, at least 6000000000, not blocked).
 */
export const demoContacts = {
  /** One active account, no email. */
  activeMobile: "9812345670",
  /** One active account, no mobile number. */
  activeEmail: "priya.sharma@example.com",
  /** One inactive account. */
  inactiveMobile: "9811122233",
  /** Two active accounts with different emails. */
  sharedMobile: "9822334455",
} as const;

export const demoAccounts: readonly DemoAccount[] = [
  { name: "Ravi Kumar", mobile: demoContacts.activeMobile, shows: "one active account by mobile: a code, then the portal greets Ravi Kumar" },
  { name: "Priya Sharma", email: demoContacts.activeEmail, shows: "one active account by email: a code, then the portal greets Priya Sharma" },
  { name: "Mohan Lal", mobile: demoContacts.inactiveMobile, inactive: true, shows: "an inactive account: the panel stays on screen 1 with the inactive message, no code is sent" },
  { name: "Anil Mehta", mobile: demoContacts.sharedMobile, email: "anil.mehta@example.com", shows: "two accounts on one number: after the code, screen 3 lists both emails" },
  { name: "Mehta Traders", mobile: demoContacts.sharedMobile, email: "accounts@mehta-traders.example.com", shows: "the second account of that number" },
];

/**
 * Creates the demo accounts that are missing, through the store's own functions, and puts back their
 * active or inactive state; running it again changes nothing. An account is recognised by its name and contacts.
 */
export async function seedDemoAccounts(store: Store): Promise<{ created: User[]; existing: User[] }> {
  const created: User[] = [];
  const existing: User[] = [];
  for (const demo of demoAccounts) {
    const candidates = await findUsersByContact(store, demo.mobile ? { mobile: demo.mobile } : { email: demo.email! });
    const found = candidates.find((u) => u.name === demo.name && u.email === (demo.email ?? null) && u.mobile === (demo.mobile ?? null));
    if (found) {
      if (found.inactive !== (demo.inactive ?? false)) await setUserInactive(store, found.user_uuid, demo.inactive ?? false);
      existing.push(found);
    } else {
      created.push(await createUser(store, { name: demo.name, email: demo.email, mobile: demo.mobile, inactive: demo.inactive }));
    }
  }
  return { created, existing };
}

/** Whether the store has no account at all (then `npm start` seeds the demo accounts outside production). */
export async function storeHasNoUsers(store: Store): Promise<boolean> {
  const [row] = await store.query<{ any: boolean }>("select exists (select 1 from users) as any");
  return !row.any;
}
