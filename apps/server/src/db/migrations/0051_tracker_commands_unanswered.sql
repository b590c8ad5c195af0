-- Cellular trackers' commands written and not answered (issue 26's commands): a job looks every
-- minute for those sent longer ago than the answer's wait and fails them with the reason. This
-- index holds only commands of that kind still waiting, so the look reads a few entries however
-- many commands the table keeps. Built in the migration's transaction: the commands table is small
-- next to the time series, and few of its rows are trackers' sent ones.
create index commands_tracker_sent_idx on commands (sent_at) where status = 'sent' and transport = 'tracker';
