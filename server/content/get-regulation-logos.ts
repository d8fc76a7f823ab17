import 'server-only';
import type { RegulationLogo } from '@/lib/content/types/payments-and-markets';
import { toRegulationLogo } from './adapter/payments-and-markets';
import { TYPE_TAGS } from './cache-tags';
import { REGULATION_LOGOS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

/** Regulator seals and the age and helpline marks for the footer. */
export function getRegulationLogos(): Promise<RegulationLogo[]> {
  return readContent('getRegulationLogos', {}, [TYPE_TAGS.regulationLogo], async ({ source, adapter }) => {
    const context = adapter('en');
    return (await runQuery(source, REGULATION_LOGOS_QUERY, {})).map((logo) => toRegulationLogo(logo, context));
  });
}
