-- When a conversation was handed to the agents (its mode became 'waiting'): the agents' page shows how long each
-- visitor has waited. Conversations handed over before this column existed take the time of their live-agent message.
alter table chat_conversations add column waiting_since timestamptz;
update chat_conversations c set waiting_since = (select min(m.created_at) from chat_messages m where m.conversation_id = c.id and m.trigger = 'liveAgent')
  where c.mode in ('waiting', 'agent');
