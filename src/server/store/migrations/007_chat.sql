-- Chat conversations (docs/chat.md): the bot's and the agents' conversations with visitors.

-- One row per conversation. `id` is the widget's conversation id (the sanitised page address and a random
-- UUID, made once per page and kept in the visitor's browser). `state` is where the bot stands (src/server/chat/bot.ts);
-- `mode`: bot (the script answers), waiting (handed to the agents, none has taken it yet), agent (an agent holds it:
-- the bot is silent), closed. `context` is the chat context (schemas/api/chat.schema.json) as the widget sent it.
create table chat_conversations (
  id text primary key,
  script_id text not null,
  page_url text not null,
  page_type text not null,
  service_id integer,
  context jsonb not null,
  state jsonb not null,
  mode text not null check (mode in ('bot', 'waiting', 'agent', 'closed')),
  agent text,
  contact jsonb not null default '{}',
  ticket_id text,
  created_at timestamptz not null,
  last_activity_at timestamptz not null
);
create index chat_conversations_activity on chat_conversations (last_activity_at desc);

-- Every message in order: its id is the position a reconnecting widget or agent page resumes from.
create table chat_messages (
  id bigserial primary key,
  conversation_id text not null references chat_conversations (id),
  author text not null check (author in ('bot', 'visitor', 'agent')),
  agent text,
  body text not null,
  trigger text,
  created_at timestamptz not null
);
create index chat_messages_conversation on chat_messages (conversation_id, id);

-- Leads may now come from the chat too.
alter table leads drop constraint leads_source_check;
alter table leads add constraint leads_source_check check (source in ('form', 'spam-check', 'captcha-fail', 'process-lead', 'chat'))
