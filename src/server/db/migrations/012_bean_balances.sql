-- Jelly bean balances (docs/product/pickem.md#jelly-beans, decision 036): one site-wide balance
-- per player, materialised next to the bean_transactions ledger. The ledger stays the source of
-- truth: the balance only changes in the same statement as a ledger row is written (or moved with
-- the rows when an account is promoted), and it can never go negative.
create table bean_balances (
  uid text primary key references users (uid) on delete cascade,
  balance double precision not null check (balance >= 0)
);

insert into bean_balances (uid, balance)
select uid, greatest(round(sum(amount)::numeric, 2)::float8, 0) from bean_transactions group by uid;

-- The profile lists a player's ledger newest first.
create index bean_transactions_uid_time on bean_transactions (uid, created_at desc, id desc);
