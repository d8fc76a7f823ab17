import type { PageText } from './types';

export const cookiePolicy: PageText = {
  slug: 'cookie-policy',
  title: {
    en: 'Cookie policy',
    fi: 'Evästekäytäntö',
    de: 'Cookie-Richtlinie',
    no: 'Retningslinjer for informasjonskapsler',
    fr: 'Politique relative aux cookies',
  },
  updatedAt: '2026-08-15',
  body: `
Cookies are small files a website stores in your browser. Lucky Harbour uses them, and similar technologies such as local storage, to keep you signed in, remember your choices and understand how the site is used. This policy explains the three categories we use and how you control them.
## Essential cookies
These are needed for the site to work and cannot be switched off: they keep your session secure, remember your language and market, protect the site against fraud and store your cookie choices. Without them you could not sign in or make a deposit.
## Performance and functional cookies
These help us see which pages are slow or fail, and remember preferences such as recently played games or whether you hid a notice. The information is aggregated; we do not use it to build a profile of you. You can refuse them and the site will still work.
## Marketing cookies
These measure which of our adverts and partner links brought you to us and let us show you relevant offers elsewhere. They are off unless you accept them. We never use marketing cookies for people who have self-excluded.
## Your choices
When you first visit we ask for your consent to the performance, functional and marketing categories. You can change your mind at any time from the Cookie settings link in the footer; your choice applies from the next page you open. You can also delete cookies in your browser settings.
## How long cookies last
Session cookies end when you close the browser. The sign-in cookie lasts up to one year so you are not asked to sign in on every visit; signing out removes it. Your consent choice is kept for twelve months, after which we ask again.
## Contact
Questions about cookies or your personal data can be sent to support@lucky-harbour.example. Our privacy notice explains your rights, including access to and deletion of your data.
`,
};
