-- Users: anonymous now; later sign-in methods add columns and an identities table.
create table users (
  uid text primary key,
  type text not null check (type in ('anonymous', 'signedIn')),
  created_at timestamptz not null default now()
);

-- Sessions live in the database so any instance can serve any request.
-- The cookie holds a random token; only its SHA-256 is stored.
create table sessions (
  token_hash text primary key,
  uid text not null references users (uid) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_uid on sessions (uid);

-- docs/product/site.md#maintenance-and-versions System config (system/siteConfig): one row.
create table site_config (
  id text primary key default 'siteConfig' check (id = 'siteConfig'),
  maintenance_time timestamptz,
  min_client_version text
);
insert into site_config (id, maintenance_time, min_client_version) values ('siteConfig', null, '0.0.0');

-- Realtime: the head version of each topic and a short log of its updates, so a
-- reconnecting client can resume and every instance can read what was published.
create table topic_heads (
  topic text primary key,
  version bigint not null
);
create table topic_events (
  topic text not null,
  version bigint not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (topic, version)
);
create index topic_events_created_at on topic_events (created_at);
