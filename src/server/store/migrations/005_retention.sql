-- Retention (store/retention.ts) deletes events and visitor tracking records by age: index the column it reads.
-- otp_outbox has its created_at index since 003.
create index events_received_at on events (received_at);
create index user_tracks_received_at on user_tracks (received_at);
