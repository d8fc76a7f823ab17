// `npm run bonus-campaigns -- <command>`: the operator's desk for bonus campaigns, on DATABASE_URL or PGlite.
//   list                                   every campaign with its status, trigger and terms
//   create <definition.json>               a new campaign (lib/bonus/campaign-schema.ts); market rules refuse e.g. UK wagering above 10×
//   activate|cancel|expire|draft <slug>    change a campaign's status (activating checks the market rules again)
//   link <slug> <follow-up slug>|none      LINKED_CAMPAIGN: a completed bonus of <slug> offers the follow-up
//   consent <slug> on|off                  whether claims wait for the player's consent to the campaign's terms
//   sweep                                  expire running bonuses past their end, convert wagered ones, close stale offers
// Amounts are minor units (2000 = €20.00). With PGlite, stop the server first: only one process may open the data folder.
import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import { bonusCampaigns } from '@/server/db/schema';
import { createCampaign } from '@/server/domains/bonus/create-campaign';
import { setCampaignConsent, setCampaignLink } from '@/server/domains/bonus/campaign-settings';
import { setCampaignStatus } from '@/server/domains/bonus/set-campaign-status';
import { sweepBonuses } from '@/server/domains/bonus/sweep-bonuses';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';

const USAGE =
  'usage: npm run bonus-campaigns -- list | create <definition.json> | activate|cancel|expire|draft <slug> | link <slug> <follow-up>|none | consent <slug> on|off | sweep';
const STATUS = { activate: 'ACTIVE', cancel: 'CANCELED', expire: 'EXPIRED', draft: 'DRAFT' } as const;

async function main(): Promise<void> {
  const [command, argument, value] = process.argv.slice(2);
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === 'list') {
      const rows = await handle.db.select().from(bonusCampaigns).orderBy(asc(bonusCampaigns.campaignId));
      if (rows.length === 0) console.log('no campaigns');
      for (const c of rows) {
        const amount = c.matchPercent ? `${c.matchPercent}% up to ${c.maxBonus} (min deposit ${c.minDeposit})` : `${c.fixedAmount}`;
        const extras = [c.bonusCode, c.requiresConsent ? 'consent' : null, c.linkedCampaignId ? `→ ${c.linkedCampaignId}` : null].filter(Boolean).join(' ');
        console.log(
          `${c.campaignId}\t${c.slug}\t${c.status}\t${c.kind}/${c.triggerType ?? '-'}\t${c.vertical} ${c.currency} ${amount}\t${c.wrMultiplier}x in ${c.validDays}d\t${extras}`,
        );
      }
      return;
    }
    if (command === 'create' && argument) {
      const created = await createCampaign(handle.db, JSON.parse(readFileSync(argument, 'utf8')));
      console.log(`campaign ${created.campaignId} ${created.slug} created (${created.status})`);
      return;
    }
    if (command && command in STATUS && argument) {
      const row = await setCampaignStatus(handle.db, argument, STATUS[command as keyof typeof STATUS]);
      console.log(`campaign ${row.slug}: ${row.status}`);
      return;
    }
    if (command === 'link' && argument && value) {
      const row = await setCampaignLink(handle.db, argument, value === 'none' ? null : value);
      console.log(`campaign ${row.slug}: ${row.linkedCampaignId === null ? 'no follow-up' : `follow-up ${value}`}`);
      return;
    }
    if (command === 'consent' && argument && (value === 'on' || value === 'off')) {
      const row = await setCampaignConsent(handle.db, argument, value === 'on');
      console.log(`campaign ${row.slug}: ${row.requiresConsent ? 'claims need consent' : 'no consent needed'}`);
      return;
    }
    if (command === 'sweep') {
      console.log(`${await sweepBonuses(handle.db)} assignments ended`);
      return;
    }
    throw new Error(USAGE);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ApiError
      ? `[bonus-campaigns] ${error.code}: ${error.message}`
      : `[bonus-campaigns] ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
