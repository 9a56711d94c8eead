/** The site's main navigation, shown in the top bar, the mobile drawer and the footer. */
export const mainNavigation = [
  { label: 'Home', to: '/' },
  { label: 'Classes', to: '/classes' },
  { label: 'Review', to: '/review' },
  { label: 'About', to: '/about' },
] as const;

export const siteName = 'ML Classes';
