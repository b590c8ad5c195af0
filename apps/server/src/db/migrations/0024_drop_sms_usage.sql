-- The per-hour SMS counter of migration 0006 has been unused since migration 0011's message_usage
-- (e-mail and SMS, per hour and per day) replaced it; nothing reads or writes it.
drop table if exists sms_usage;
