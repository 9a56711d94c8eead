/** The year the site was built (Vite `define`), so the prerendered footer and hydration agree. */
declare const __BUILD_YEAR__: number;
/** The chat endpoint the tutor widget talks to (`CHAT_WEBHOOK_URL` at build time, else `/api/chat`). */
declare const __CHAT_ENDPOINT__: string;
