/** The site's main navigation, shown in the top bar, the mobile drawer and the footer. */
export const mainNavigation = [
  { label: 'Home', to: '/' },
  { label: 'Classes', to: '/classes' },
  { label: 'Review', to: '/review' },
  { label: 'About', to: '/about' },
] as const;

/** The reference pages, listed after the main navigation in the footer and the mobile drawer. */
export const referencePages = [
  { label: 'Glossary', to: '/glossary' },
  { label: 'Notation', to: '/notation' },
  { label: 'Recipes', to: '/recipes' },
] as const;

export const siteName = 'ML Classes';
