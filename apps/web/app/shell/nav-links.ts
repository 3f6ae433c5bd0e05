/** The shop's main sections, shared by the header, the bottom panel and the footer. */
export const MAIN_LINKS = [
  { key: 'nav.store', to: '/product' },
  { key: 'nav.collab', to: '/collab' },
  { key: 'nav.membership', to: '/membership' },
  { key: 'nav.ourWorks', to: '/heritage' },
] as const;

/** ABOUT DWARF dropdown (spec 001 §2.4): story, the making of, location, contact (+ social links). */
export const ABOUT_LINKS = [
  { key: 'nav.story', to: '/about-us/story' },
  { key: 'nav.makingOf', to: '/about-us/the-making-of' },
  { key: 'nav.location', to: '/contact-us#location' },
  { key: 'nav.contact', to: '/contact-us' },
] as const;
