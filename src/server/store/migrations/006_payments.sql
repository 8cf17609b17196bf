-- Payments (docs/payments.md): cart links, orders, what the
-- provider told us about them, and the embedded checkout's own payments. Orders are financial records: retention
-- (store/retention.ts) never deletes them, nor their events.

-- Cart links issued by POST /api/cart/magic-key. Only the SHA-256 of the key is kept: a copy of the table opens no cart.
create table magic_keys (
  key_hash text primary key,
  plan_id text not null,
  service_id integer not null,
  contact jsonb not null,
  ticket_id text,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- The receipt numbers' sequence: constants payment.receiptPrefix and this number, six digits.
create sequence order_receipt_numbers;

-- One row per order. The amount and its breakdown come from config/plans.json when the order was made, so that a
-- later price change does not rewrite what was charged. status: created (waiting), attempted (a payment failed,
-- another may follow), paid (a verified payment captured it; then payment_id and paid_at are set).
create table orders (
  id bigserial primary key,
  receipt text not null unique,
  provider text not null check (provider in ('embedded', 'razorpay')),
  provider_order_id text not null unique,
  plan_id text not null,
  plan_name text not null,
  service_id integer not null,
  service_name text not null,
  amount_paise integer not null check (amount_paise >= 0),
  currency text not null,
  price jsonb not null,
  contact jsonb not null,
  ticket_id text,
  status text not null check (status in ('created', 'attempted', 'paid')),
  payment_id text,
  paid_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'paid') = (payment_id is not null and paid_at is not null))
);
create index orders_created_at on orders (created_at);

-- What the browser's status call, the provider's webhook and the embedded gateway said about an order. A webhook's
-- event id is unique, so a replayed event is recognised and changes nothing.
create table payment_events (
  id bigserial primary key,
  order_id bigint references orders (id),
  source text not null check (source in ('status', 'webhook', 'gateway')),
  event text not null,
  provider_event_id text unique,
  payment_id text,
  detail jsonb not null,
  at timestamptz not null
);
create index payment_events_order on payment_events (order_id, at);

-- The embedded checkout's payments (the stand-in for Razorpay's own): of a card only the last four digits.
create table gateway_payments (
  payment_id text primary key,
  order_id bigint not null references orders (id),
  method text not null,
  status text not null check (status in ('captured', 'failed')),
  amount_paise integer not null check (amount_paise >= 0),
  card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz not null
);
create index gateway_payments_order on gateway_payments (order_id);
