-- A magic link is bound to the browser that asked for it: the SHA-256 of a random nonce
-- kept in that browser's httpOnly sb_link_browser cookie (decision 019). A link opened
-- where the hash does not match asks before it signs in. Null (links sent before this
-- column existed) matches no browser.
alter table email_link_tokens add column browser_hash text;
