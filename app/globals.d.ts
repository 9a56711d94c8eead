/** The year the site was built (Vite `define`), so the prerendered footer and hydration agree. */
declare const __BUILD_YEAR__: number;
