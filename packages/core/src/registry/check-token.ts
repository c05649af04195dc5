import type { Program } from '../engine/effects';
import { send } from '../engine/send';
import { createSession } from '../engine/session';
import { resolveSettings, type Settings } from '../settings';
import type { Surface } from '../wording';

/**
 * Asks the service for one tracked campaign, uncached, to learn whether a token works before a host saves it.
 * Throws the mapped error (invalid token, no access, network...) otherwise.
 */
export function* checkToken(settings: Settings, clock?: () => number, surface?: Surface): Program<void> {
  const session = createSession(resolveSettings(settings, surface), { useCache: false, timeBudgetMs: 60_000, clock });
  yield* send(session, {
    api: '3.0',
    path: '/dashboard/v3.0/campaigns/tracked',
    query: { limit: 1 },
    operation: 'the token check',
  });
}
