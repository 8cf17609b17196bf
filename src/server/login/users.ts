import type { Store } from "../store/openStore.js";

/** One account (a signed-in visitor: name, email, mobile, picture, active or not), as the users table holds it. */
export interface User {
  user_uuid: string;
  name: string;
  email: string | null;
  mobile: string | null;
  profile_image: string | null;
  inactive: boolean;
  created_at: Date;
}

export interface NewUser {
  name: string;
  email?: string | null;
  /** 10 digits. Several accounts may share one number. */
  mobile?: string | null;
  profileImage?: string | null;
  inactive?: boolean;
}

const columns = "user_uuid, name, email, mobile, profile_image, inactive, created_at";

/** Adds an account and returns its row. The email is kept lowercased, as the login panel lowercases what it sends. */
export async function createUser(store: Store, user: NewUser): Promise<User> {
  const [row] = await store.query<User>(
    `insert into users (name, email, mobile, profile_image, inactive) values ($1, $2, $3, $4, $5) returning ${columns}`,
    [user.name, user.email?.toLowerCase() ?? null, user.mobile ?? null, user.profileImage ?? null, user.inactive ?? false],
  );
  return row;
}

/** The account with this id, or undefined. */
export async function findUser(store: Store, userUuid: string): Promise<User | undefined> {
  const [row] = await store.query<User>(`select ${columns} from users where user_uuid = $1`, [userUuid]);
  return row;
}

/** Every account with this email or mobile number, oldest first (one number may have several accounts). */
export async function findUsersByContact(store: Store, contact: { email: string } | { mobile: string }): Promise<User[]> {
  return "email" in contact
    ? store.query<User>(`select ${columns} from users where email = $1 order by created_at, user_uuid`, [contact.email.toLowerCase()])
    : store.query<User>(`select ${columns} from users where mobile = $1 order by created_at, user_uuid`, [contact.mobile]);
}

/** Marks an account inactive (blocked from login, its tokens refused) or active again. */
export async function setUserInactive(store: Store, userUuid: string, inactive: boolean): Promise<void> {
  await store.query("update users set inactive = $2 where user_uuid = $1", [userUuid, inactive]);
}
