import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser, Session } from '@shop/core/auth';
import { feedFollowsSession, sessionKey } from './session.ts';

const user = (uid: string): PublicUser => ({
  uid,
  displayName: `Shopper ${uid}`,
  email: `${uid}@example.com`,
  photoURL: '',
  photoSrcSet: '',
  isAdmin: false,
});

/** Follows the session of a fresh cache; `opened` counts the feeds opened, `closed` the ones closed. */
function follow(session?: Session) {
  const queryClient = new QueryClient();
  if (session) queryClient.setQueryData(sessionKey, session);
  const closed = vi.fn();
  const onOpens: (undefined | (() => void))[] = [];
  const connect = vi.fn((onOpen?: () => void) => {
    onOpens.push(onOpen);
    return closed;
  });
  const stop = feedFollowsSession(queryClient, connect);
  const become = (next: Session) => queryClient.setQueryData(sessionKey, next);
  /** The latest feed opened: the server listens to it from now on. */
  const listening = () => onOpens.at(-1)?.();
  return { queryClient, opened: () => connect.mock.calls.length, closed, become, listening, stop };
}

describe('the live feed follows the session', () => {
  it('opens the feed once, and keeps it while the account stays the same', () => {
    const feed = follow({ user: user('u1') });
    feed.become({ user: { ...user('u1'), displayName: 'Renamed' } });
    feed.queryClient.setQueryData(['users'], { anything: true });
    expect(feed.opened()).toBe(1);
    expect(feed.closed).not.toHaveBeenCalled();
  });

  it('opens the feed again as the account this tab logs in to, and again when it logs out', () => {
    const feed = follow({ user: null });
    feed.become({ user: user('u1') });
    expect(feed.opened()).toBe(2);
    expect(feed.closed).toHaveBeenCalledTimes(1);
    feed.become({ user: null });
    expect(feed.opened()).toBe(3);
    expect(feed.closed).toHaveBeenCalledTimes(2);
  });

  it('reads the session again once the feed opened again listens: a change made before then was told to nobody', () => {
    const feed = follow({ user: null });
    const invalidate = vi.spyOn(feed.queryClient, 'invalidateQueries').mockResolvedValue();
    feed.become({ user: user('u1') });
    expect(invalidate).not.toHaveBeenCalled();
    feed.listening();
    expect(invalidate.mock.calls).toEqual([[{ queryKey: sessionKey }]]);
  });

  it('opens the feed again once the session is known, when it was not when the feed opened', () => {
    const feed = follow();
    feed.queryClient.setQueryData(['products', 'list'], []);
    expect(feed.opened()).toBe(1);
    feed.become({ user: null });
    expect(feed.opened()).toBe(2);
    feed.become({ user: null });
    expect(feed.opened()).toBe(2);
  });

  it('closes the feed and stops following when stopped', () => {
    const feed = follow({ user: null });
    feed.stop();
    feed.become({ user: user('u1') });
    expect(feed.opened()).toBe(1);
    expect(feed.closed).toHaveBeenCalledTimes(1);
  });
});
