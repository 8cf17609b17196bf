-- A conversation's revision: one more at every change of its row (its mode, agent, contact, state or last activity).
-- The agents' page keeps, of two answers about one conversation, the one with the higher revision: an answer read
-- before a change but received after it (a history call overtaken by a take) no longer draws the older state.
alter table chat_conversations add column revision bigint not null default 0;
