import { ageRestrictions } from './age-restrictions';
import { bonusTerms } from './bonus-terms';
import { casinoRules } from './casino-rules';
import { contactLiveChat } from './contact-live-chat';
import { cookiePolicy } from './cookie-policy';
import { helpCentre } from './help-centre';
import { paymentMethods } from './payment-methods';
import { responsibleGambling } from './responsible-gambling';
import { terms } from './terms';
import type { PageText } from './types';

export { TERMS_VERSION } from './terms';

export const STATIC_PAGES: readonly PageText[] = [
  terms,
  cookiePolicy,
  ageRestrictions,
  bonusTerms,
  casinoRules,
  responsibleGambling,
  contactLiveChat,
  helpCentre,
  paymentMethods,
];
