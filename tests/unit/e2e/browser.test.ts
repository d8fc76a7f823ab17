import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL, launchOptions } from '@/tests/e2e/support/browser';

describe('the end-to-end browser', () => {
  it('is the headless shell when it is installed', () => {
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });

  it('falls back to the full Chromium when the shell is not installed', () => {
    expect(chromiumPath({}, () => false)).toBe(FULL_CHROMIUM);
  });

  it('is the one CHROMIUM_PATH names, installed shell or not', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, () => true)).toBe('/opt/chromium/chrome');
  });

  it('launches with the container switches and no GPU', () => {
    expect(launchOptions.args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-quic']));
  });
});
