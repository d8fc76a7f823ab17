/**
 * A test whose behaviour does not depend on the screen's width (a server answer, a cache header, a redirect, a
 * message's text, a money or sign-in journey): it runs once, in the desktop project. The mobile project leaves out
 * tests tagged so (`grepInvert` in playwright.config.ts) and keeps what a phone changes: layout, the phone's own
 * navigation, the game's mobile channel (docs/testing.md, "End to end: what runs at which width").
 */
export const ONCE = { tag: '@once' } as const;
