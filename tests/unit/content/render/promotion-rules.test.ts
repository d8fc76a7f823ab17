import { parseBonusCode } from '@/lib/content/render/bonus-code';
import { currencyForMarket, displayedLimit } from '@/lib/content/render/payment-limits';
import { isInMarkets, isPromotionOffered, promotionPath, tagsOf, visiblePromotions } from '@/lib/content/render/promotion-visibility';
import type { Promotion } from '@/lib/content/types/promotions';

function promotion(over: Partial<Promotion>): Promotion {
  return {
    id: 'p',
    slug: 'p',
    title: 'P',
    summary: '',
    image: null,
    bonusCode: null,
    order: 0,
    tags: [],
    category: { id: 'c', slug: 'casino', title: 'Casino', order: 0 },
    audience: 'both',
    targetAudience: { option: 'NO_LIMIT' },
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    markets: [],
    ...over,
  };
}

const NOW = new Date('2026-06-01T12:00:00Z');

describe('promotion visibility for the public pages (an anonymous visitor)', () => {
  it('shows offers for everyone or for visitors, running now', () => {
    const list = [
      promotion({ id: 'both' }),
      promotion({ id: 'visitors', audience: 'not-authorized' }),
      promotion({ id: 'players', audience: 'authorized' }),
      promotion({ id: 'ended', endDate: '2026-05-31T23:59:59.000Z' }),
      promotion({ id: 'future', startDate: '2026-07-01T00:00:00.000Z' }),
      promotion({ id: 'targeted', targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_0'] } }),
    ];
    expect(visiblePromotions(list, NOW).map((p) => p.id)).toEqual(['both', 'visitors', 'targeted']);
  });

  it('offers a detail page only in the markets the offer lists (empty: everywhere)', () => {
    expect(isInMarkets(promotion({ markets: [] }), ['DE'])).toBe(true);
    expect(isInMarkets(promotion({ markets: ['FI'] }), ['DE'])).toBe(false);
    expect(isInMarkets(promotion({ markets: ['DE'] }), ['JJ', 'DE'])).toBe(true);
    expect(isPromotionOffered(promotion({ markets: ['FI'] }), ['FI'], NOW)).toBe(true);
    expect(isPromotionOffered(promotion({ markets: ['FI'], audience: 'authorized' }), ['FI'], NOW)).toBe(false);
  });

  it('builds the canonical path from the offer category and collects tags once', () => {
    expect(promotionPath(promotion({ slug: 'welcome' }))).toBe('/promotions/casino/welcome');
    expect(promotionPath(promotion({ category: null }))).toBeNull();
    const a = { slug: 'a', title: 'A' };
    const b = { slug: 'b', title: 'B' };
    expect(tagsOf([promotion({ tags: [a, b] }), promotion({ tags: [b] })])).toEqual([a, b]);
  });
});

describe('payment limits by market', () => {
  const method = {
    limits: [
      { currency: 'EUR' as const, min: 1000, max: 500000 },
      { currency: 'NOK' as const, min: 10000, max: 5000000 },
    ],
  };

  it('uses the market currency and its format', () => {
    expect(currencyForMarket('NO')).toBe('NOK');
    expect(displayedLimit(method, 'fi-FI')).toEqual({ currency: 'EUR', min: '10,00\u00a0€', max: '5\u00a0000,00\u00a0€' });
    expect(displayedLimit(method, 'de-DE')).toEqual({ currency: 'EUR', min: '10,00\u00a0€', max: '5.000,00\u00a0€' });
    expect(displayedLimit(method, 'no-NO')?.currency).toBe('NOK');
  });

  it('falls back to EUR, and shows no amounts when neither exists', () => {
    expect(displayedLimit(method, 'en-PL')).toMatchObject({ currency: 'EUR', min: '€10,00' });
    expect(displayedLimit(method, 'en-MT')).toMatchObject({ currency: 'EUR', min: '€10.00' });
    expect(displayedLimit({ limits: [{ currency: 'NOK', min: 1, max: 2 }] }, 'fi-FI')).toBeNull();
  });
});

describe('parseBonusCode', () => {
  it.each([
    ['spring26', 'SPRING26'],
    [['ABC', 'DEF'], 'ABC'],
    ['no spaces', null],
    ['<script>', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (value, code) => {
    expect(parseBonusCode(value)).toBe(code);
  });
});
