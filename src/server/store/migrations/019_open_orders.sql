-- A plain cart's open orders (no cart link) by plan and buyer: 'Pay now' for the same plan, price and contact answers
-- the open one again (payments/openOrders.ts), looked up by this index.
create index orders_open_plain on orders (plan_id, (lower(contact->>'email')), (contact->>'mobile'))
  where magic_key_hash is null and status in ('created', 'attempted');
