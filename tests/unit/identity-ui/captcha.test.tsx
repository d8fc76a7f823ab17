import { act, screen } from '@testing-library/react';
import { Captcha } from '@/components/identity/captcha';
import { captchaConfigFor, DEFAULT_CAPTCHA_CONFIG, HCAPTCHA_SANDBOX_TOKEN } from '@/lib/identity/ui-captcha';
import { renderIdentity } from './render-identity';

describe('captchaConfigFor', () => {
  it('runs the sandbox unless the platform verifies with hCaptcha', () => {
    expect(captchaConfigFor({ provider: 'sandbox' })).toEqual(DEFAULT_CAPTCHA_CONFIG);
    expect(captchaConfigFor({ provider: 'sandbox', siteKey: 'live-key' })).toEqual({ kind: 'sandbox' });
  });
  it('renders the live widget with the site key when hCaptcha verifies', () => {
    expect(captchaConfigFor({ provider: 'hcaptcha', siteKey: 'live-key' })).toEqual({ kind: 'hcaptcha', siteKey: 'live-key' });
  });
  it('refuses a live verifier without a site key (every sign-up would fail)', () => {
    expect(() => captchaConfigFor({ provider: 'hcaptcha' })).toThrow(/HCAPTCHA_SITE_KEY/);
  });
});

describe('Captcha', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete window.hcaptcha;
  });

  it("the sandbox hands over hCaptcha's documented test token and says it is a sandbox", () => {
    const onToken = jest.fn();
    renderIdentity(<Captcha config={{ kind: 'sandbox' }} onToken={onToken} />);
    expect(onToken).toHaveBeenCalledWith(HCAPTCHA_SANDBOX_TOKEN);
    expect(screen.getByTestId('captcha-sandbox')).toBeInTheDocument();
  });

  it('the live widget loads hCaptcha and renders it with the configured site key; tokens and expiry reach the form', () => {
    const onToken = jest.fn();
    renderIdentity(<Captcha config={{ kind: 'hcaptcha', siteKey: 'live-site-key' }} onToken={onToken} />);
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://js.hcaptcha.com/1/api.js"]');
    expect(script).not.toBeNull();
    const render = jest.fn();
    window.hcaptcha = { render };
    act(() => {
      script?.onload?.(new Event('load'));
    });
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'live-site-key' }));
    const options = render.mock.calls[0][1] as { callback: (token: string) => void; 'expired-callback': () => void };
    options.callback('live-token');
    options['expired-callback']();
    expect(onToken.mock.calls).toEqual([['live-token'], [null]]);
  });
});
