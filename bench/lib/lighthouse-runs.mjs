// Lighthouse runs for the page benchmark: the mobile median of N performance runs on one URL, and one
// SEO + accessibility run on each of a few URLs. Runs Debian's Chromium headless (CHROME_PATH or
// /usr/bin/chromium), offline (loopback only), one Chrome per run so runs don't share caches.
// Lighthouse is not in the project's install (≈ 160 packages, 180 MB that every `npm install` and `.ci/run` unpacked
// for a benchmark): bench/package.json holds it, installed with `npm --prefix bench install`, and it is loaded on first use,
// so a run with `--lighthouse=0` needs none of it.
let loaded;
async function lighthouseModules() {
  loaded ??= Promise.all([import('lighthouse'), import('chrome-launcher')]).then(
    ([lighthouse, chromeLauncher]) => ({ lighthouse: lighthouse.default, chromeLauncher }),
    (error) => {
      throw new Error(`Lighthouse is not installed for the benchmarks: run \`npm --prefix bench install\` first (${error.message})`);
    },
  );
  return loaded;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function chromePath() {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** One Lighthouse run, tried again (up to 3 times) when Chrome's trace fails (NO_NAVSTART and kin happen here). */
async function runOnce(url, categories) {
  const modules = await lighthouseModules();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runAttempt(url, categories, modules);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`lighthouse attempt ${attempt} on ${url} failed (${error.message}); trying again`);
    }
  }
}

/** One Lighthouse attempt (mobile form factor and simulated throttling: Lighthouse's defaults) on `url`. */
async function runAttempt(url, categories, { lighthouse, chromeLauncher }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;

/** Median of `runs` mobile performance runs: score, LCP and FCP (ms, simulated), CLS, TBT (ms), each run listed. */
export async function performanceMedian(url, runs, log = () => {}) {
  const samples = [];
  for (let index = 0; index < runs; index += 1) {
    const lhr = await runOnce(url, ['performance']);
    const sample = {
      performance: score(lhr, 'performance'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbt: numeric(lhr, 'total-blocking-time'),
      // Lighthouse's own measure of the host's CPU (a mid-tier phone is 125–800, a high-end desktop 1500–2000).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      slowHostWarning: (lhr.runWarnings ?? []).some((warning) => /slower CPU/.test(warning)),
    };
    samples.push(sample);
    log(
      `lighthouse ${index + 1}/${runs}: performance ${sample.performance}, LCP ${Math.round(sample.lcp)} ms, CLS ${sample.cls.toFixed(3)}, TBT ${Math.round(sample.tbt)} ms, host benchmarkIndex ${Math.round(sample.benchmarkIndex)}${sample.slowHostWarning ? ' (Lighthouse warns: slow host CPU)' : ''}`,
    );
    // A shift is rare here and gone by the next run: say which element moved, and why if Lighthouse knows.
    if (sample.cls > 0) for (const line of layoutShifts(lhr)) log(`  layout shift ${line}`);
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return { runs: samples.length, performance: pick('performance'), lcp: pick('lcp'), fcp: pick('fcp'), cls: pick('cls'), tbt: pick('tbt'), samples };
}

/** The run's layout shifts (Lighthouse's `layout-shifts` audit): score, the element's selector and snippet, causes. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => {
    const causes = (item.subItems?.items ?? []).map((cause) => [cause.cause, cause.extra?.value ?? cause.extra?.selector].filter(Boolean).join(' '));
    const node = item.node ?? {};
    return `${(item.score ?? 0).toFixed(4)} ${node.selector ?? '?'} ${String(node.snippet ?? '').slice(0, 160)}${causes.length ? ` (causes: ${causes.join(', ')})` : ''}`;
  });
}

/** SEO and accessibility scores of one page, with the ids of failing audits so a score below 100 says why. */
export async function seoAndAccessibility(url) {
  const lhr = await runOnce(url, ['seo', 'accessibility']);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return { seo: score(lhr, 'seo'), accessibility: score(lhr, 'accessibility'), failing };
}
