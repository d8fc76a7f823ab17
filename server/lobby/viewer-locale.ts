import { notFound } from 'next/navigation';
import type { DeviceType } from '@/lib/content/types/games';
import { isDeviceType } from '@/lib/lobby/device';
import { parseLocale, type ParsedLocale } from '@/lib/markets';

/** The locale and device class a per-device route was rewritten with; anything else is a 404. */
export function lobbyParams(params: { locale: string; device: string }): ParsedLocale & { device: DeviceType } {
  const parsed = parseLocale(params.locale);
  if (!parsed || !isDeviceType(params.device)) notFound();
  return { ...parsed, device: params.device };
}
