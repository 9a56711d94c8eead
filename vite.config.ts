import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { lecturesPlugin } from './content/pipeline/vite-plugin-lectures.ts';

/**
 * KaTeX's stylesheet lists woff2, woff and ttf for every font; every browser we support takes
 * woff2, so drop the other two and Vite emits (and the site ships) woff2 only.
 */
function katexWoff2Only(): Plugin {
  return {
    name: 'ml-classes:katex-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/katex(\.min)?\.css$/.test(id.split('?')[0])) return;
      return code.replace(/,\s*url\([^)]+\.woff\)\s*format\("woff"\)/g, '').replace(/,\s*url\([^)]+\.ttf\)\s*format\("truetype"\)/g, '');
    },
  };
}

export default defineConfig({
  plugins: [lecturesPlugin(), katexWoff2Only(), tailwindcss(), reactRouter()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Where the tutor widget sends questions: our own API, or an external n8n chat webhook.
    __CHAT_ENDPOINT__: JSON.stringify(process.env.CHAT_WEBHOOK_URL || '/api/chat'),
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Live figures (app/features/lectures/live-figures): each figure's own code is widget-<name>, and what
        // they share (kit/index.ts, one door) is widget-kit (one or more chunks: Rollup splits off
        // what the kit and the figures both import); the names let bench:widgets and the browser
        // tests find them.
        chunkFileNames(chunk) {
          const widget = /\/app\/features\/lectures\/live-figures\/([a-z0-9-]+)\/widget\.tsx$/.exec(chunk.facadeModuleId ?? '');
          if (widget) return `assets/widget-${widget[1]}-[hash].js`;
          // The kit's door, and the chunks Rollup splits off for modules the kit and the figures share.
          const kitModule = /\/app\/features\/lectures\/live-figures\/kit\/|\/figures\/lib\/|\/shared\/palette\.ts$/;
          if (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => kitModule.test(id))) return 'assets/widget-kit-[hash].js';
          // The practice questions' code, loaded when the first question nears the viewport (tests/e2e/practice.spec.ts checks it is not on first load).
          if (/\/app\/components\/practice\/practice-chunk\.ts$/.test(chunk.facadeModuleId ?? '')) return 'assets/practice-questions-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});
