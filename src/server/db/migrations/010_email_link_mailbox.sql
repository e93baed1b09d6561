-- Sign-in mails are counted per mailbox: the address without its +tag (and, at Gmail, without
-- its dots), so variants of one address share its limit (decision 020). Existing rows count
-- under their address; they are pruned within a day.
alter table email_link_tokens add column mailbox text;
update email_link_tokens set mailbox = email;
alter table email_link_tokens alter column mailbox set not null;
create index email_link_tokens_mailbox on email_link_tokens (mailbox, created_at);
