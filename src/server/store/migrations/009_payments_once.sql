-- A customer is charged once (issue 21).
-- The cart link an order was made through (its key's SHA-256; null for an order from the plan's 'Buy now', or a
-- deliberate new order). A cart link's order is the paid order made through it: the link then shows its receipt
-- instead of 'Pay now'.
alter table orders add column magic_key_hash text references magic_keys (key_hash);
create index orders_magic_key on orders (magic_key_hash) where magic_key_hash is not null;

-- The embedded gateway captures an order at most once, whatever the code above it does: a second captured payment
-- of one order is a unique violation, so the transaction that would take it rolls back.
create unique index gateway_payments_captured_once on gateway_payments (order_id) where status = 'captured';
