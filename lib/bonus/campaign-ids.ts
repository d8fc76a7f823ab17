import { BONUS_STORAGE_KEYS } from './ui-api';

// The campaignIds storage key (games-wallet-bonuses.md §9): the campaigns a promotion link (`?campaignIds=12,7`) asked
// the site to show the player, read through GET /bonus/campaigns?campaignIds= (games-wallet-bonuses §7). Stored as the
// same comma-separated list the call takes. docs/decisions.md "Lobby rewards tab and campaignIds".

/** At most this many ids are kept (the call takes 50), newest first. */
export const MAX_STORED_CAMPAIGN_IDS = 20;
const MAX_ID = 2_147_483_647;

/** Positive whole ids from a comma-separated list, in order, without repeats; anything else is dropped. */
export function parseCampaignIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID);
  return [...new Set(ids)].slice(0, MAX_STORED_CAMPAIGN_IDS);
}

/** The stored ids after a link named `added`: the new ones first, then the older ones, capped. */
export function mergeCampaignIds(stored: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...added, ...stored])].slice(0, MAX_STORED_CAMPAIGN_IDS);
}

export const serializeCampaignIds = (ids: readonly number[]): string => ids.join(',');

type IdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The ids under the campaignIds key (none when storage is unavailable or holds junk). */
export function readStoredCampaignIds(storage: IdStorage | null): number[] {
  try {
    return parseCampaignIds(storage?.getItem(BONUS_STORAGE_KEYS.campaignIds));
  } catch {
    return [];
  }
}

/** Writes the ids under the campaignIds key; an empty list removes the key. Storage errors (private mode, full) are ignored. */
export function writeStoredCampaignIds(storage: IdStorage | null, ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage?.removeItem(BONUS_STORAGE_KEYS.campaignIds);
    else storage?.setItem(BONUS_STORAGE_KEYS.campaignIds, serializeCampaignIds(ids));
  } catch {
    // Nothing to do: the lobby then shows the eligible rewards only.
  }
}

/** The browser's localStorage, or null (server rendering, storage blocked). */
export function browserStorage(): IdStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The query parameter of a promotion link naming campaigns to show (`?campaignIds=12,7`), as the call names it. */
export const CAMPAIGN_IDS_PARAM = 'campaignIds';

/**
 * Reads a promotion link's `?campaignIds=` into the storage key (newest first) and removes it from the URL; then
 * answers the stored ids. Idempotent: once the parameter is gone it only reads the key.
 */
export function captureCampaignIds(): number[] {
  const storage = browserStorage();
  if (typeof window === 'undefined') return [];
  const url = new URL(window.location.href);
  if (url.searchParams.has(CAMPAIGN_IDS_PARAM)) {
    const added = parseCampaignIds(url.searchParams.get(CAMPAIGN_IDS_PARAM));
    if (added.length > 0) writeStoredCampaignIds(storage, mergeCampaignIds(readStoredCampaignIds(storage), added));
    url.searchParams.delete(CAMPAIGN_IDS_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return readStoredCampaignIds(storage);
}
