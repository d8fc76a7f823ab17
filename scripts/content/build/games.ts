import type { CasinoGameDocument, LiveCasinoGameDocument, TileSize, VirtualSportsGameDocument } from '../../../lib/content/documents/games';
import type { MarketCode } from '../../../lib/markets/markets';
import { gameThumbnail, gameVerticalImage } from '../art/game-art';
import { betLimits, describe, rtpFor, STAKES, volatilityFor } from '../data/game-facts';
import { GameNamer } from '../data/game-names';
import { PROVIDERS, SUB_PROVIDERS, type Studio, type TypeWeights } from '../data/providers';
import { VIRTUAL_GAMES, VIRTUAL_PROVIDER } from '../data/virtual-games';
import { doc, ref, type AssetRegistry } from '../lib/documents';
import { random, slugify, type Random } from '../lib/random';

export interface GameFacts {
  id: string;
  live: boolean;
  gameType: string;
  popularity: number;
  releasedAt: string;
  jackpot: boolean;
}

export interface BuiltGames {
  casino: CasinoGameDocument[];
  live: LiveCasinoGameDocument[];
  virtual: VirtualSportsGameDocument[];
  /** Casino and live games. */
  facts: GameFacts[];
  virtualFacts: GameFacts[];
}

const RELEASE_FROM = Date.UTC(2022, 2, 1);
const RELEASE_DAYS = 1720; // up to mid-November 2026

function weighted<T extends string>(rng: Random, weights: TypeWeights<T>): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let roll = rng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
  return entries[entries.length - 1][0];
}

function alnum(rng: Random, length: number): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => chars[rng.int(0, chars.length - 1)]).join('');
}

/** The provider's own game code, in the shape each provider's launch call expects. */
function providerGameId(rng: Random, provider: string, sub: string | undefined, slug: string, live: boolean): string {
  const compact = slug.replace(/-/g, '');
  if (live) return provider === 'evolution' ? alnum(rng, 16) : `${provider.slice(0, 3)}-${rng.int(1000, 9999)}`;
  switch (provider) {
    case 'pragmaticplay':
      return `vs${rng.pick([10, 20, 25, 40, 243])}${compact.slice(0, 10)}`;
    case 'softswiss':
      return `${sub}:${compact}`;
    case 'pariplay':
      return `PP_${(sub ?? 'pariplay').toUpperCase()}_${compact.slice(0, 14).toUpperCase()}`;
    case 'relax':
    case 'yggdrasil':
    case 'novomatic':
      return String(rng.int(10_000, 99_999));
    case 'playngo':
      return String(rng.int(100, 999));
    default:
      return compact;
  }
}

function gridSizes(rng: Random): CasinoGameDocument['gridSizes'] {
  if (!rng.chance(0.15)) return undefined;
  const desktop = rng.pick<TileSize>(['2xh', '2xv', '4x']);
  return { desktop, tablet: desktop === '4x' ? '2xh' : desktop, mobile: '1x' };
}

export function buildGames(assets: AssetRegistry): BuiltGames {
  const namer = new GameNamer();
  const built: BuiltGames = { casino: [], live: [], virtual: [], facts: [], virtualFacts: [] };
  const slugs = new Set<string>();

  const studios: Array<{ provider: string; sub?: string; studio: Studio; title: string; removeOverlay: boolean }> = [
    ...PROVIDERS.map((p) => ({ provider: p.id, studio: p, title: p.title, removeOverlay: p.removeOverlay })),
    ...SUB_PROVIDERS.map((s) => ({ provider: s.provider, sub: s.id, studio: s, title: s.title, removeOverlay: false })),
  ];

  for (const { provider, sub, studio, removeOverlay } of studios) {
    const owner = sub ?? provider;
    for (const live of [false, true]) {
      const count = live ? studio.liveGames : studio.casinoGames;
      for (let i = 0; i < count; i++) {
        const rng = random(`game:${owner}:${live ? 'live' : 'casino'}:${i}`);
        const gameType = live ? weighted(rng, studio.liveMix ?? {}) : weighted(rng, studio.casinoMix ?? {});
        const name = live ? namer.live(rng, gameType) : namer.casino(rng, gameType);
        let slug = slugify(name);
        if (slugs.has(slug)) slug = `${slug}-${owner}`;
        slugs.add(slug);
        const id = `${live ? 'live' : 'casino'}-${slug}`;
        const jackpot = !live && gameType !== 'tableGames' && rng.chance(0.135);
        const stakes = STAKES[gameType];
        const art = { slug, name, gameType, hues: studio.hues, jackpot, live };
        const releasedAt = new Date(RELEASE_FROM + rng.int(0, RELEASE_DAYS) * 86_400_000).toISOString().slice(0, 10);
        const channels = rng.chance(0.88)
          ? (['desktop', 'mobile', 'tablet'] as const)
          : rng.pick([
              ['desktop', 'tablet'],
              ['mobile', 'tablet'],
            ] as const);
        // Germany's interstate treaty allows no online table games under the slots licence.
        const restrictedCountries: MarketCode[] = !live && (gameType === 'tableGames' || gameType === 'videoPoker') ? ['DE', 'JJ'] : [];
        const sizes = live ? undefined : gridSizes(rng);
        const common = {
          name,
          gameSlug: { _type: 'slug' as const, current: slug },
          providerGameId: providerGameId(rng, provider, sub, slug, live),
          provider: ref(`gameProvider-${provider}`),
          ...(sub ? { subProvider: ref(`subProvider-${sub}`) } : {}),
          channels: [...channels],
          betLimits: betLimits(id, rng.pick(stakes.min), rng.pick(stakes.max)),
          jackpotExist: jackpot,
          ...(jackpot ? { jackpotSeed: rng.pick([10_000, 50_000, 250_000, 1_000_000]) * 100 + rng.int(0, 99) * 1000 } : {}),
          thumbnail: assets.image(gameThumbnail(art)),
          verticalImage: assets.image(gameVerticalImage(art)),
          ...(sizes ? { gridSizes: sizes } : {}),
          rtp: rtpFor(rng, gameType, name),
          volatility: volatilityFor(rng, gameType),
          description: { en: describe(rng, gameType, name, jackpot) },
          releasedAt,
          removeOverlay: removeOverlay || rng.chance(0.03),
          restrictedCountries,
        };
        built.facts.push({ id, live, gameType, popularity: rng.next(), releasedAt, jackpot });
        if (live) {
          built.live.push(
            doc('liveCasinoGames', id, {
              ...common,
              gameType: gameType as LiveCasinoGameDocument['gameType'],
              tableId: `${provider.slice(0, 3)}${alnum(rng, 13)}`,
              ...(gameType === 'blackjack' ? { seats: 7 } : {}),
            }),
          );
        } else {
          built.casino.push(doc('casinoGames', id, { ...common, gameType: gameType as CasinoGameDocument['gameType'] }));
        }
      }
    }
  }
  buildVirtualGames(assets, built);
  return built;
}

/** The /virtuals lobby's races: hand-listed (data/virtual-games.ts), with the same facts and art as the rest. */
function buildVirtualGames(assets: AssetRegistry, built: BuiltGames): void {
  const studio = PROVIDERS.find((provider) => provider.id === VIRTUAL_PROVIDER);
  if (!studio) throw new Error(`the virtual-sports provider ${VIRTUAL_PROVIDER} is not in PROVIDERS`);
  for (const spec of VIRTUAL_GAMES) {
    const slug = slugify(spec.name);
    const id = `virtual-${slug}`;
    const rng = random(`game:${VIRTUAL_PROVIDER}:virtual:${slug}`);
    const stakes = STAKES[spec.gameType];
    const art = { slug, name: spec.name, gameType: spec.gameType, hues: studio.hues, jackpot: false, live: false };
    built.virtualFacts.push({ id, live: false, gameType: spec.gameType, popularity: spec.popularity, releasedAt: spec.releasedAt, jackpot: false });
    built.virtual.push(
      doc('virtualSportsGames', id, {
        name: spec.name,
        gameSlug: { _type: 'slug', current: slug },
        providerGameId: providerGameId(rng, VIRTUAL_PROVIDER, undefined, slug, false),
        provider: ref(`gameProvider-${VIRTUAL_PROVIDER}`),
        channels: ['desktop', 'mobile', 'tablet'],
        betLimits: betLimits(id, rng.pick(stakes.min), rng.pick(stakes.max)),
        jackpotExist: false,
        thumbnail: assets.image(gameThumbnail(art)),
        verticalImage: assets.image(gameVerticalImage(art)),
        rtp: rtpFor(rng, spec.gameType, spec.name),
        volatility: volatilityFor(rng, spec.gameType),
        description: { en: describe(rng, spec.gameType, spec.name) },
        releasedAt: spec.releasedAt,
        removeOverlay: false,
        restrictedCountries: [],
        gameType: spec.gameType,
      }),
    );
  }
}
