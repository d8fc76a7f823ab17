// The player a verified identity token stands for, and the verifier type: shared by server/http/session.ts and the
// verifiers in this folder, so neither imports the other for a type.

/** The signed-in player as the identity token states it (spec identity-and-account §3 "Session"). */
export interface SessionPlayer {
  playerId: number;
  email?: string;
  countryCode?: string;
  languageCode?: string;
  /** The session (spec player_access_id) the token belongs to. */
  playerAccessId?: string;
  multibrandSuspended?: boolean;
  /** A fresh token the verifier issued because this one is getting old; withContract sets it as the cookie. */
  refreshedToken?: string;
}

/** Resolves a token to a player, or null when it is invalid or expired. Never throws for a bad token. */
export type SessionVerifier = (token: string) => Promise<SessionPlayer | null>;
