// Rendered on every request: the benchmark's second row, and the page the separate bare app serves. Our pages are
// ISR pages served from cache once rendered, so the baseline is this page prerendered (static/page.bench.js).
export const dynamic = 'force-dynamic';

// ≈ 1,600 characters: the order of the visible text of our content pages (/en-UN/terms ≈ 1,700, home ≈ 2,300),
// so the HTML text itself is not what separates the two columns of the benchmark.
const PARAGRAPH =
  'Welcome to the baseline. This page exists only to measure what a minimal Next.js App Router page costs ' +
  'on this machine: one server component, one heading and one paragraph, no translations, no request gate, ' +
  'no client components and no data. Everything our own pages add on top of this, from locale routing and ' +
  'message loading to the header, footer, navigation, cards and the client bundle that hydrates them, shows ' +
  'up as the difference between the two columns of the benchmark table. The text is long enough to be of ' +
  'the same order as the visible copy of a short content page, so that the size of the text itself is not ' +
  'what the comparison is about. Who can play: you must be eighteen or older and allowed to gamble where you ' +
  'live, and you may hold one account only. Your account: keep your password to yourself, tell us at once if ' +
  'you think someone else has used it, and keep your details up to date so that payments and messages reach ' +
  'you. Deposits and withdrawals: use payment methods in your own name; withdrawals go back to the method ' +
  'you paid with where that is possible, and we may ask for documents before we pay out. Bonuses: every offer ' +
  'has its own terms, shown next to it before you opt in, including how long it lasts and what you must wager ' +
  'before winnings from it can be withdrawn. Play responsibly, set limits that suit you, and take a break ' +
  'whenever you need one; help is available around the clock from the support team and from independent ' +
  "organisations that offer free and confidential advice to anyone worried about their own or someone else's " +
  'gambling.';

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>{PARAGRAPH}</p>
    </main>
  );
}
