import type { LatLon, MatchedTrack } from '@pinpoint/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TrackStretch } from '../../../components/map/track-layer.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useConfig } from '../../../lib/config.ts';
import { useCurrentUser } from '../../../lib/user.ts';
import type { Position, Range } from '../api.ts';

/**
 * Which track the location history shows (issue 20):
 * - `raw`: the positions as reported (map matching off in the user's settings);
 * - `unavailable`: map matching on, but the server has no road-matching service;
 * - `matching`: on, the matched track not loaded yet (the positions meanwhile);
 * - `failed`: on, the matched track could not be loaded (the positions instead);
 * - `matched`: snapped to roads, dashed where no road is known.
 */
export type TrackMode = 'raw' | 'unavailable' | 'matching' | 'failed' | 'matched';

export type ShownTrack = {
  mode: TrackMode;
  /** Where playback steps: one point a position, on its road when matched. */
  points: ReadonlyArray<{ time: string; lat: number; lon: number }>;
  stretches: TrackStretch[];
  /** Matched: part of the range could not be matched for now (dashed; tried again later). */
  partial: boolean;
  /** Matched: more positions than the server matches at once. */
  truncated: boolean;
};

/** A range reaching now is matched again this often, so the live tail joins the roads. */
const liveRefreshMs = 60_000;

export const trackKey = (id: string, { from, to }: Range) => ['device', id, 'track', from, to] as const;

/**
 * The track to draw over a range: GET /device/{id}/track when the user's setting and the server
 * allow it, else `positions`. Positions newer than the matched track (live fixes) follow it,
 * dashed, until the next refresh matches them.
 */
export function useShownTrack(deviceId: string, range: Range, positions: readonly Position[]): ShownTrack {
  const api = useApi();
  const settingOn = useCurrentUser().data?.settings.mapMatching ?? false;
  const serverHas = useConfig().mapMatching;
  const wanted = settingOn && serverHas;
  const live = Date.parse(range.to) > Date.now();
  const query = new URLSearchParams(range).toString();
  const matched = useQuery({
    queryKey: trackKey(deviceId, range),
    // A failure shows as such (the positions instead), not as an empty track.
    queryFn: () => api.mutate.get<MatchedTrack>(`/device/${encodeURIComponent(deviceId)}/track?${query}`),
    enabled: wanted,
    placeholderData: keepPreviousData,
    refetchInterval: live ? liveRefreshMs : false,
  });
  const data = matched.isPlaceholderData ? undefined : matched.data;
  const failed = matched.isError;

  return useMemo(() => {
    const reported: ShownTrack = {
      mode: !settingOn ? 'raw' : !serverHas ? 'unavailable' : failed ? 'failed' : 'matching',
      points: positions,
      stretches: [{ matched: true, path: positions }],
      partial: false,
      truncated: false,
    };
    if (reported.mode !== 'matching' || !data) return reported;
    const last = data.points.at(-1);
    const after = last ? Date.parse(last.time) : Number.NEGATIVE_INFINITY;
    const tail = positions.filter((p) => Date.parse(p.time) > after);
    const stretches: TrackStretch[] = [...data.segments];
    const joined: LatLon[] = [...(last ? [last] : []), ...tail];
    if (joined.length >= 2) stretches.push({ matched: false, path: joined });
    return {
      mode: 'matched',
      points: [...data.points, ...tail],
      stretches,
      partial: !data.complete,
      truncated: data.truncated,
    };
  }, [settingOn, serverHas, failed, data, positions]);
}
