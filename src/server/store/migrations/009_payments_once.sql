-- A customer is charged once: one captured payment per order, and a cart link paid once (docs/payments.md).
-- The cart link an order was made through (its key's SHA-256; null for an order from the plan's 'Buy now', or a
-- deliberate new order). A cart link's order is the first paid order made through it (payments/cartLinkOrders.ts):
-- the link then shows its receipt instead of 'Pay now'.
alter table orders add column magic_key_hash text references magic_keys (key_hash);
create index orders_magic_key on orders (magic_key_hash) where magic_key_hash is not null;

-- The embedded gateway captures an order at most once, whatever the code above it does: a captured payment names its
-- order here, uniquely, so a second captured payment of one order is a unique violation and its transaction rolls
-- back. A column of its own rather than a unique index on (order_id) where captured: a store that ran before this
-- migration may already hold several captured payments of one order (the bug itself, on PostgreSQL); those stay as
-- they were, financial records, and must not stop the migration.
alter table gateway_payments add column captured_order_id bigint unique references orders (id);
