-- Named staff accounts (npm run staff): each person who uses the staff pages signs in with a name of their own, so
-- that a publish or a draft names who made it. `password_hash` is a slow hash (auth/staffAccounts.ts: scrypt with a
-- salt of its own). The old single admin password keeps working as the account 'admin' until one of that name exists.
create table staff_accounts (
  name text primary key check (name ~ '^[a-z][a-z0-9._-]{1,39}$'),
  password_hash text not null check (password_hash like 'scrypt$%'),
  created_at timestamptz not null,
  password_set_at timestamptz not null
);

-- Who saved each draft last (a staff account's name; null for drafts saved before names existed).
alter table editor_drafts add column saved_by text;
