import { deviceTypeFromUserAgent, isDeviceType } from '@/lib/lobby/device';

const UA = {
  pixel7: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  samsungPhone: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/21.0 Chrome/110.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  windowsPhone: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  kindle: 'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/118.2.1 like Chrome/118.0 Safari/537.36',
  firefoxTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
};

describe('deviceTypeFromUserAgent', () => {
  it.each([
    ['pixel7', 'mobile'],
    ['iphone', 'mobile'],
    ['ipod', 'mobile'],
    ['samsungPhone', 'mobile'],
    ['firefoxAndroid', 'mobile'],
    ['operaMini', 'mobile'],
    ['windowsPhone', 'mobile'],
    ['googlebotSmartphone', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['kindle', 'tablet'],
    ['firefoxTablet', 'tablet'],
    ['windowsChrome', 'desktop'],
    ['macSafari', 'desktop'],
    ['linuxFirefox', 'desktop'],
    ['googlebot', 'desktop'],
    ['curl', 'desktop'],
  ] as const)('%s → %s', (name, expected) => {
    expect(deviceTypeFromUserAgent(UA[name])).toBe(expected);
  });

  it('treats a missing or empty user agent as desktop', () => {
    expect(deviceTypeFromUserAgent(null)).toBe('desktop');
    expect(deviceTypeFromUserAgent(undefined)).toBe('desktop');
    expect(deviceTypeFromUserAgent('')).toBe('desktop');
  });

  it('reads only the start of a huge header (no pathological regex work)', () => {
    expect(deviceTypeFromUserAgent(`${'x'.repeat(600)} iPhone`)).toBe('desktop');
    expect(deviceTypeFromUserAgent(`iPhone ${'x'.repeat(100_000)}`)).toBe('mobile');
  });

  it('knows the three device types and nothing else', () => {
    expect(['desktop', 'tablet', 'mobile'].every(isDeviceType)).toBe(true);
    expect(isDeviceType('tv')).toBe(false);
    expect(isDeviceType('Desktop')).toBe(false);
  });
});
