'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { HCAPTCHA_SANDBOX_TOKEN, type CaptchaConfig } from '@/lib/identity/ui-captcha';
import { ShieldIcon } from '@/components/ui/icons';

type HCaptchaApi = {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => string;
};
declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
  }
}

const SCRIPT_SRC = 'https://js.hcaptcha.com/1/api.js?render=explicit';

/** The captcha seam: one component, a sandbox adapter (test token, no network) and the live hCaptcha widget. */
export function Captcha({ config, onToken }: { config: CaptchaConfig; onToken: (token: string | null) => void }) {
  if (config.kind === 'sandbox') return <SandboxCaptcha onToken={onToken} />;
  return <HCaptchaWidget siteKey={config.siteKey} onToken={onToken} />;
}

function SandboxCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const t = useTranslations('signup');
  useEffect(() => onToken(HCAPTCHA_SANDBOX_TOKEN), [onToken]);
  return (
    <p className="flex items-center gap-2 text-xs text-fg-subtle" data-testid="captcha-sandbox">
      <ShieldIcon className="size-4 shrink-0" />
      {t('captchaSandbox')}
    </p>
  );
}

function HCaptchaWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const render = () => {
      if (box.current && window.hcaptcha) window.hcaptcha.render(box.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken(null) });
    };
    if (window.hcaptcha) return render();
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [siteKey, onToken]);
  return <div ref={box} />;
}
