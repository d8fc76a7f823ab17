/** Footer link groups; labels are keys under `footer.links.*`. */
export const FOOTER_GROUPS = [
  {
    heading: 'playResponsibly',
    links: [
      { href: '/responsible-gambling', label: 'responsibleGambling' },
      { href: '/my-account/gambling-limits', label: 'gamblingLimits' },
      { href: '/age-restrictions', label: 'ageRestrictions' },
    ],
  },
  {
    heading: 'help',
    links: [
      { href: '/help-centre', label: 'helpCentre' },
      { href: '/contact-live-chat', label: 'contactLiveChat' },
      { href: '/payment-methods', label: 'paymentMethods' },
    ],
  },
  {
    heading: 'legal',
    links: [
      { href: '/terms', label: 'terms' },
      { href: '/bonus-terms', label: 'bonusTerms' },
      { href: '/casino-rules', label: 'casinoRules' },
      { href: '/cookie-policy', label: 'cookiePolicy' },
    ],
  },
] as const;
