import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LOBBY_PAGE_TYPES } from '@/lib/games/lobby-page-type';
import { sqlValueList } from './enums';
import { players } from './players';

/** A player's favourite games (spec games-wallet-bonuses §3: keyed by gameId and lobbyPageType); gameId is the content id. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    lobbyPageType: text('lobby_page_type', { enum: LOBBY_PAGE_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.lobbyPageType, table.gameId] }),
    index('favourite_games_newest').on(table.playerId, table.lobbyPageType, table.createdAt),
    check('favourite_games_lobby_page_type_valid', sql.raw(`lobby_page_type in (${sqlValueList(LOBBY_PAGE_TYPES)})`)),
  ],
);

/** Games a player opened recently, one row per (player, lobby, game) with the last time; the newest 30 are kept. */
export const recentGames = pgTable(
  'recent_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    lobbyPageType: text('lobby_page_type', { enum: LOBBY_PAGE_TYPES }).notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.lobbyPageType, table.gameId] }),
    index('recent_games_newest').on(table.playerId, table.lobbyPageType, table.playedAt),
    check('recent_games_lobby_page_type_valid', sql.raw(`lobby_page_type in (${sqlValueList(LOBBY_PAGE_TYPES)})`)),
  ],
);
