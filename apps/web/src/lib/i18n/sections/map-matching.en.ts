/** English strings of map matching (issue 20): the device page's track and the account setting. */
export const mapMatching = {
  shownMatched:
    'Snapped to roads by the road-matching service. Dashed where positions could not be matched (a gap, a tunnel, off-road).',
  shownRaw: 'Positions as reported, joined by straight lines.',
  matching: 'Snapping the track to roads… Meanwhile it shows the positions as reported.',
  partial:
    'Part of this track could not be snapped to roads just now: it is dashed, and will be tried again.',
  failed: 'The track could not be snapped to roads: it shows the positions as reported.',
  truncated:
    'Only the first {{count}} positions of this range are snapped to roads and drawn. Choose a shorter range to see the rest.',
  accountHelp: 'Device tracks follow the roads, through this server’s road-matching service.',
  accountUnavailable: 'This server has no road-matching service: tracks show the positions as reported.',
};
