import type { PageText } from './types';

export const contactLiveChat: PageText = {
  slug: 'contact-live-chat',
  title: {
    en: 'Contact and live chat',
    fi: 'Yhteystiedot ja livechat',
    de: 'Kontakt und Live-Chat',
    no: 'Kontakt og livechat',
    fr: 'Contact et chat en direct',
  },
  updatedAt: '2026-05-12',
  body: `
Our support team is here every day of the year. We answer in English, Finnish, German and Norwegian, and in other languages through translation.
## Live chat
Open live chat from the chat button at the bottom of any page. Chat is staffed from 08:00 to 00:00 Central European Time; outside these hours you can leave a message and we reply by email. If you are signed in, the agent can see your account and help faster; we will never ask for your password.
## Email
Write to support@lucky-harbour.example. We reply within 24 hours, usually much sooner. Please send documents for verification from your account rather than by email, so they are encrypted.
## Complaints
If something has gone wrong, tell us through chat or email and say that you want to make a complaint. We confirm receipt within one working day and send our final answer within 14 days. If you are not satisfied, you can take the complaint to the free alternative dispute resolution service named in our [terms](/terms).
## Urgent help with gambling
If you need to stop gambling now, you can set a time-out or self-exclusion yourself from [Gambling limits](/my-account/gambling-limits), or ask any support agent to do it for you straight away. Free, confidential helplines are listed on our [responsible gambling](/responsible-gambling) page.
## Postal address
Harbour Interactive Ltd, Level 3, Quay House, Harbour Road, Port Marin. This address is for formal notices; support is faster by chat or email.
`,
};
