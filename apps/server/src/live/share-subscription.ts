import { type LiveServerMessage, SHARE_GONE_CLOSE_CODE } from '@pinpoint/shared';
import type { Db } from '../db/database.ts';
import { readDashboard } from '../modules/dashboard/presenter.ts';
import { type ActiveShare, findActiveShareByHash, hashShareToken } from '../modules/dashboard/sharing.ts';
import {
  projectLiveUpdate,
  type ShareLiveProjection,
  shareableWidgets,
  shareLiveProjection,
} from '../modules/widget-data/share-projection.ts';
import { LIVE_TRY_AGAIN_CLOSE_CODE, type LiveHub } from './hub.ts';

/** Live sockets one link may have at once (a wall screen or a few), and one address. */
export const SHARE_SOCKETS_PER_SHARE = 50;
export const SHARE_SOCKETS_PER_IP = 20;
/** Close code when a cap is reached. */
export const SHARE_CAP_CLOSE_CODE = 4429;

/** The socket side a share subscription talks to. */
export type ShareSocket = {
  send: (message: LiveServerMessage) => void;
  close: (code: number, reason: string) => void;
};

type Follower = {
  tokenHash: string;
  shareId: string;
  dashboardId: string;
  ip: string;
  socket: ShareSocket;
  projection: ShareLiveProjection;
  unsubscribe: () => void;
  expiry?: NodeJS.Timeout;
  ended: boolean;
};

type Log = { warn: (o: object, m: string) => void };

const projectionOf = (share: ActiveShare) =>
  shareLiveProjection(shareableWidgets(readDashboard(share).widgets));

/**
 * Public dashboard links followed live on the existing socket ({type: 'subscribeShare', token},
 * no sign-in). Device updates of the dashboard's organisation pass the share projection (device
 * key, only the fields the link's widgets use, positions only for maps); others are dropped.
 * A NOTIFY on a dashboard or link change (migration 0014) re-resolves the projection of every
 * socket of that dashboard, or closes it (4404) when its link was revoked or its dashboard
 * deleted; a timer closes it when the link expires. Sockets are capped per link and address.
 */
export function createShareSubscriptions(db: Db, hub: LiveHub, log: Log) {
  const byDashboard = new Map<string, Set<Follower>>();
  const perShare = new Map<string, number>();
  const perIp = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  function end(follower: Follower, close?: { code: number; reason: string }) {
    if (follower.ended) return;
    follower.ended = true;
    follower.unsubscribe();
    if (follower.expiry) clearTimeout(follower.expiry);
    const set = byDashboard.get(follower.dashboardId);
    set?.delete(follower);
    if (set && set.size === 0) byDashboard.delete(follower.dashboardId);
    bump(perShare, follower.shareId, -1);
    bump(perIp, follower.ip, -1);
    if (close) follower.socket.close(close.code, close.reason);
  }
  const gone = { code: SHARE_GONE_CLOSE_CODE, reason: 'share link not found' };
  const tryAgain = { code: LIVE_TRY_AGAIN_CLOSE_CODE, reason: 'try again later' };

  function armExpiry(follower: Follower, expiresAt: Date | null) {
    if (follower.expiry) clearTimeout(follower.expiry);
    follower.expiry = undefined;
    if (!expiresAt) return;
    const ms = Math.max(0, Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1));
    follower.expiry = setTimeout(() => void recheck([follower]), ms + 50);
  }

  /**
   * Looks the followers' link up again (one lookup for all the sockets of a link): gone closes
   * them; still there re-resolves what they show.
   */
  async function recheck(followers: Follower[], changed = false) {
    const first = followers[0];
    if (!first) return;
    let share: ActiveShare | undefined;
    try {
      share = await findActiveShareByHash(db, first.tokenHash);
    } catch (err) {
      // Not "gone" (4404), which the share page takes as final: the link may well be there once the
      // database is back. Ended all the same (nothing follows a link not checked), asked to come back.
      log.warn({ err }, 'live share: could not re-check a link; its sockets asked to reconnect');
      for (const follower of followers) end(follower, tryAgain);
      return;
    }
    const projection = share ? projectionOf(share) : undefined;
    for (const follower of followers) {
      if (follower.ended) continue;
      if (!share || !projection || share.id !== follower.shareId) {
        end(follower, gone);
        continue;
      }
      follower.projection = projection;
      armExpiry(follower, share.expires_at);
      if (changed) follower.socket.send({ type: 'shareChanged' });
    }
  }

  const unwatch = hub.watchDashboards((dashboardId) => {
    const ids = dashboardId ? [dashboardId] : [...byDashboard.keys()];
    for (const id of ids) {
      const byLink = new Map<string, Follower[]>();
      for (const follower of byDashboard.get(id) ?? [])
        byLink.set(follower.tokenHash, [...(byLink.get(follower.tokenHash) ?? []), follower]);
      for (const followers of byLink.values()) void recheck(followers, true);
    }
  });

  return {
    /**
     * Follows the link of `token` on a socket; answers the function that stops following
     * (undefined when the link was not found or a cap was reached: the socket is then closed).
     */
    async subscribe(token: string, ip: string, socket: ShareSocket): Promise<(() => void) | undefined> {
      const tokenHash = hashShareToken(token);
      const share = /^[A-Za-z0-9_-]{20,100}$/.test(token)
        ? await findActiveShareByHash(db, tokenHash)
        : undefined;
      if (!share) {
        socket.close(gone.code, gone.reason);
        return undefined;
      }
      if (
        (perShare.get(share.id) ?? 0) >= SHARE_SOCKETS_PER_SHARE ||
        (perIp.get(ip) ?? 0) >= SHARE_SOCKETS_PER_IP
      ) {
        socket.send({ type: 'error', message: 'Too many live views of this link; close some and try again' });
        socket.close(SHARE_CAP_CLOSE_CODE, 'too many share sockets');
        return undefined;
      }
      const follower: Follower = {
        tokenHash,
        shareId: share.id,
        dashboardId: share.dashboard_id,
        ip,
        socket,
        projection: projectionOf(share),
        unsubscribe: () => {},
        ended: false,
      };
      bump(perShare, share.id, 1);
      bump(perIp, ip, 1);
      const set = byDashboard.get(share.dashboard_id) ?? new Set();
      set.add(follower);
      byDashboard.set(share.dashboard_id, set);
      follower.unsubscribe = hub.subscribe(
        share.organisation_id,
        (update) => {
          const projected = projectLiveUpdate(update, follower.projection);
          if (projected) socket.send({ type: 'shareDevice', update: projected });
        },
        // A link does not depend on anyone's membership: nothing to re-check there.
        {
          checkedAt: hub.membershipChanges(share.organisation_id),
          stillAllowed: async () => true,
          revoked: () => {},
          failed: () => {},
        },
      );
      armExpiry(follower, share.expires_at);
      socket.send({ type: 'shareSubscribed' });
      // Revoked while it was being set up: the NOTIFY may have come before it was listed.
      void recheck([follower]);
      return () => end(follower);
    },
    /** Sockets following links now (for tests and the log). */
    count: () => [...perShare.values()].reduce((a, b) => a + b, 0),
    close() {
      unwatch();
      for (const set of [...byDashboard.values()]) for (const follower of [...set]) end(follower);
    },
  };
}
export type ShareSubscriptions = ReturnType<typeof createShareSubscriptions>;
