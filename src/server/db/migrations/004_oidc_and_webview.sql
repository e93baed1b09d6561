-- Google sign-in (docs/product/accounts.md): a login between /api/auth/google/start and its callback.
-- The state is the key the provider hands back; the row is deleted when the callback
-- reads it (single use) and is good for 10 minutes. The nonce and the PKCE verifier
-- never leave the server.
create table oidc_logins (
  state text primary key,
  nonce text not null,
  code_verifier text not null,
  mode text not null check (mode in ('popup', 'redirect')),
  then_navigate text not null,
  anon_uid text,
  takeover_code text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index oidc_logins_expires_at on oidc_logins (expires_at);

-- Mobile webview sign-in tokens already used (their jti), kept until the token
-- could no longer be accepted anyway; a replay finds its row and is refused.
create table webview_token_uses (
  jti text primary key,
  subject text not null,
  used_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index webview_token_uses_expires_at on webview_token_uses (expires_at);
