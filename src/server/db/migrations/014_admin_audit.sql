-- Every change an admin makes through the Admin Dashboard: who, what, when, before and after
-- (docs/security.md#admin-and-operations). Written in the transaction that makes the change.
create table admin_audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_uid text not null,
  actor_email text not null,
  action text not null,
  before jsonb not null,
  after jsonb not null
);

create index admin_audit_log_at on admin_audit_log (at desc, id desc);

-- The message the maintenance banner shows beside its countdown (docs/product/site.md#maintenance-and-versions).
alter table site_config add column maintenance_message text;
