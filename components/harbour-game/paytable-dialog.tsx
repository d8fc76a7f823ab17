'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import type { GameType } from '@/lib/content/types/games';
import type { EngineKind } from '@/lib/games/engines';
import { PAYLINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from '@/lib/games/engines/harbour-slot';
import { isVirtualGameType } from '@/lib/games/engines/race';
import { ROULETTE_PAYTABLE } from '@/lib/games/engines/roulette';
import { RacePaytable } from './race-paytable';
import { SlotSymbolTile } from './slot-symbol';

type Props = { open: boolean; onClose: () => void; engine: EngineKind; gameType: GameType; rtp: number };

/** The published paytable and rules, with the theoretical RTP the tests check. */
export function PaytableDialog({ open, onClose, engine, gameType, rtp }: Props) {
  const t = useTranslations('harbourGame');
  return (
    <Dialog open={open} onClose={onClose} title={t('paytable')} closeLabel={t('close')}>
      <div
        className="flex max-h-[70dvh] flex-col gap-4 overflow-y-auto text-sm text-fg-muted"
        data-testid="paytable"
        // A scrolling region takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('paytable')}
      >
        <p className="font-semibold text-fg">{t('rtp', { rtp: rtp.toFixed(2) })}</p>
        {engine === 'race' && isVirtualGameType(gameType) ? (
          <RacePaytable gameType={gameType} rtp={rtp} />
        ) : engine === 'slot' ? (
          <>
            <p>{t('slotRules', { lines: PAYLINES.length })}</p>
            <table className="w-full text-left">
              <thead>
                <tr className="text-xs uppercase tracking-wide text-fg-subtle">
                  <th scope="col" className="py-1 font-semibold">
                    {t('symbolHeading')}
                  </th>
                  {[3, 4, 5].map((count) => (
                    <th key={count} scope="col" className="py-1 text-right font-semibold">
                      {t('ofAKind', { count })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SLOT_SYMBOLS.map((symbol) => (
                  <tr key={symbol} className="border-t border-line">
                    <th scope="row" className="flex items-center gap-2 py-1.5 font-normal text-fg">
                      <span className="w-8 shrink-0">
                        <SlotSymbolTile symbol={symbol} />
                      </span>
                      {t(`symbols.${symbol}`)}
                    </th>
                    {SLOT_PAYTABLE[symbol].map((pay, index) => (
                      <td key={index} className="py-1.5 text-right tabular-nums text-fg">
                        {t('timesLineBet', { pay })}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <>
            <p>{t('rouletteRules')}</p>
            <ul className="flex flex-col gap-1">
              <li>{t('paysStraight', { odds: ROULETTE_PAYTABLE.straight })}</li>
              <li>{t('paysEvenMoney', { odds: ROULETTE_PAYTABLE.red })}</li>
            </ul>
          </>
        )}
        <p>{t('fairPlay')}</p>
      </div>
    </Dialog>
  );
}
