-- Accounts (docs/product/accounts.md): the signed-in user's profile (docs/product/accounts.md#profile), sign-in identities,
-- magic-link tokens, anonymous promotions and the user event log.

-- Profile columns are null for anonymous users. email is stored lowercased and only
-- once verified (a magic link, or a provider that says it verified the address).
alter table users add column email text;
alter table users add column handle text;
-- docs/product/accounts.md: lowercase, underscores removed, so `a_b` and `AB` are one handle.
alter table users add column search_handle text;
alter table users add column avatar_id integer check (avatar_id between 1 and 51);
alter table users add column real_name text;
alter table users add column preferred_initials text;
alter table users add column bio text;
alter table users add column analytics_opt_out boolean not null default false;
-- The first sign-in of the account (sign_up), null while anonymous.
alter table users add column signed_up_at timestamptz;
create unique index users_email on users (lower(email));
create unique index users_search_handle on users (search_handle);

-- How a person proves who they are: (provider, subject) names one account.
-- email: subject is the lowercased address; google: the OIDC `sub`; webview: the token's `sub`.
create table identities (
  provider text not null check (provider in ('email', 'google', 'webview')),
  subject text not null,
  uid text not null references users (uid) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
create index identities_uid on identities (uid);

-- Magic links: only the SHA-256 of the 256-bit token is stored; single use, 10 minutes.
-- Rows also count sends per address for the rate limit, and are pruned after a day.
create table email_link_tokens (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_link_tokens_email on email_link_tokens (email, created_at);

-- docs/product/accounts.md#takeover-and-promotion, stored under the anonymous user's id: the hashed takeover
-- code the anonymous user asked for, then whom it was promoted to. No foreign key on
-- anon_uid: the anonymous user row is deleted once promoted, the record stays so a
-- retried promotion is recognised as done.
create table anon_promotions (
  anon_uid text primary key,
  code_hash text not null,
  created_at timestamptz not null,
  promoted_to_uid text references users (uid) on delete cascade,
  email text,
  promoted_at timestamptz
);
create index anon_promotions_promoted_to on anon_promotions (promoted_to_uid);

-- docs/product/accounts.md: analytics events the server knows of (sign_up today).
create table user_events (
  id bigint generated always as identity primary key,
  uid text not null references users (uid) on delete cascade,
  type text not null,
  created_at timestamptz not null
);
create index user_events_uid on user_events (uid);
