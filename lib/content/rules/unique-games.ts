// Game lists are unique by id (spec games-wallet-bonuses §3); the same game can arrive from several categories.

/** Drops later duplicates by `id`, keeping the first occurrence and the original order. */
export function uniqueById<T extends { id: string | number }>(games: readonly T[]): T[] {
  const seen = new Set<string | number>();
  return games.filter((game) => {
    if (seen.has(game.id)) return false;
    seen.add(game.id);
    return true;
  });
}
