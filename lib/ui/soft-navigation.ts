/** The attribute that opts a plain server-rendered anchor into client-side navigation (see SoftNavigation). */
export const SOFT_NAV_ATTRIBUTE = 'data-soft-nav';

export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * Where a click should navigate on the client: the path, query and hash of the `data-soft-nav` anchor clicked,
 * or null when the browser should handle it as it would any link (already handled, not the primary button,
 * a modifier key for a new tab or window or a download, a target frame, a download link, another origin).
 */
export function softNavigationTarget(event: ClickLike, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = element?.closest?.(`a[${SOFT_NAV_ATTRIBUTE}]`) as HTMLAnchorElement | null | undefined;
  if (!anchor) return null;
  const frame = anchor.getAttribute('target');
  if ((frame && frame !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
