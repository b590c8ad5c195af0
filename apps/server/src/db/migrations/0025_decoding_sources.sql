-- Whose decoding wins (issue 25): the network server's decoded values for the fields they carry,
-- Pinpoint's decoder for the rest, unless a device pins one side. Every reading keeps its source.

-- 'auto': the network server's values win where it sent them, Pinpoint's decoder supplies the rest;
-- 'pinpoint': Pinpoint's decoder only; 'network': the network server's only. Either way, when the
-- chosen side yields nothing (it failed, or sent nothing decoded) the other side's values are kept.
alter table devices
  add column decoding text not null default 'auto' check (decoding in ('auto', 'pinpoint', 'network'));

-- Where a reading came from, one byte: 'n' the network server's decoded payload, 'p' Pinpoint's
-- decoder (frames.decoder names the model), 'd' the device or sender itself (phones, trackers, the
-- HTTP API). Null for readings stored before this migration.
alter table readings add column source "char";

-- The Pinpoint decoder model that decoded the frame (null: not decoded by Pinpoint), and what a
-- person should know about a decode that was not an error: unknown channels skipped, a truncated
-- payload, a value out of range, the network server's side used because ours failed.
alter table frames
  add column decoder text,
  add column decode_warning text;
