-- Frames store nothing twice (issue 29). Before this a frame kept its decoded payload as JSON and
-- its radio metadata as a JSON object with every gateway: about 360 of its 500 bytes.
--
-- Decoded payload: kept only when the sender's object (a network server's codec output, a phone's
-- attributes) is what the frame's readings or position came from. When Pinpoint's decoder made it,
-- `decoded` stays null and `decoder` names the model: the frames API decodes the payload again on
-- read (ingest/decoding.ts decodedFields), which gives the same object from the same bytes.
--
-- Radio metadata: the best gateway (its id, RSSI and SNR, as the network server reported them),
-- the spreading factor, the bandwidth and how many gateways heard the frame, as columns of a few
-- bytes. `radio` keeps the full object (every gateway with its own RSSI, SNR and position, the
-- frequency, the airtime) only where the columns do not say it all: more than one gateway, or a
-- data rate that is not SF and bandwidth (FSK). A closed month keeps only the columns (the
-- retention pass compacts it), so the gateway list is kept for a shorter time than the frame.
--
-- Frames stored before this keep their JSON as it was: the readers fall back to `radio` where the
-- columns are null, and show a stored `decoded` as before. Adding nullable columns without a
-- default changes no stored row, so this takes its lock for a moment only.
alter table frames
  add column gateway_id text,
  add column rssi real,
  add column snr real,
  add column sf smallint,
  add column bw_khz real,
  add column gateways smallint;
