import type { DeviceType } from '@/lib/content/types/games';

export const DEVICE_TYPES: readonly DeviceType[] = ['desktop', 'tablet', 'mobile'];

// Order matters: tablets first (Android tablets omit "Mobile"; iPads and Kindles name themselves), then phones.
const TABLET = /iPad|Tablet|PlayBook|Kindle|Silk\/|Nexus (7|9|10)\b|SM-T\d|Android(?!.*Mobi)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i;

/**
 * The spec's device type from a User-Agent (desktop, tablet, mobile). Anything unknown, empty or a desktop
 * browser is desktop; iPadOS 13+ announces itself as a Mac and is served the desktop grid on purpose.
 */
export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  const ua = (userAgent ?? '').slice(0, 512);
  if (ua === '') return 'desktop';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}

export function isDeviceType(value: string): value is DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(value);
}
