import type { DeviceType } from '@/lib/content/types/games';
import { deviceTypeFromUserAgent, isDeviceType } from '@/lib/lobby/device';
import { isFiltered, parseLobbyFilter } from '@/lib/lobby/filters';
import { parsePage } from '@/lib/lobby/paging';
import { splitFirstSegment } from './locale-segment';

/** Internal route prefix of pages rendered once per device class (app/[locale]/by-device/[device]/…). */
export const DEVICE_SEGMENT = 'by-device';
export const LOBBY_SEGMENTS = ['online-casino', 'live-casino-online', 'virtuals'] as const;

export type DeviceRouteInput = { pathname: string; search: string; userAgent: string | null };

export type DeviceRoute = { kind: 'rewrite'; pathname: string; device: DeviceType } | { kind: 'redirect'; location: string; status: 308 } | { kind: 'none' };

const CATEGORY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The route after `/{locale}/by-device/{device}` for a public path after the locale, or null when not per device. */
function internalPath(rest: string, search: string): string | null {
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) return '';
  const [lobby, id, ...extra] = segments;
  if (!(LOBBY_SEGMENTS as readonly string[]).includes(lobby) || extra.length > 0) return null;
  const params = new URLSearchParams(search);
  if (id === undefined) return isFiltered(parseLobbyFilter(params)) ? `/search/${lobby}` : `/${lobby}`;
  // `play` belongs to the real-money play routes; odd ids fall through to the page's own 404.
  if (id === 'play' || !CATEGORY_ID.test(id)) return null;
  const page = parsePage(params.get('page'));
  return page > 1 ? `/${lobby}/${id}/${page}` : `/${lobby}/${id}`;
}

/**
 * Home, lobbies and category pages are rendered once per (locale, device class, page) and served from the
 * cache: the gate picks the device class from the User-Agent and rewrites to a route that carries it (and a
 * "show more" page as a path segment), so the pages themselves read no headers or cookies. Filtered and
 * searched lobbies go to a search route that renders per request. Direct requests for the internal route are
 * sent to the public URL.
 */
export function deviceRoute({ pathname, search, userAgent }: DeviceRouteInput): DeviceRoute {
  const [locale, rest] = splitFirstSegment(pathname);
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === DEVICE_SEGMENT) {
    const publicRest = segments.slice(isDeviceType(segments[1] ?? '') ? 2 : 1).join('/');
    return { kind: 'redirect', location: `/${locale}${publicRest ? `/${publicRest}` : ''}${search}`, status: 308 };
  }
  const internal = internalPath(rest, search);
  if (internal === null) return { kind: 'none' };
  const device = deviceTypeFromUserAgent(userAgent);
  return { kind: 'rewrite', pathname: `/${locale}/${DEVICE_SEGMENT}/${device}${internal}`, device };
}
