/**
 * Run as a user who may not write DATA_DIR (server/tutor/store-read-only.test.ts starts it): builds
 * the app on that DATA_DIR and prints, as one JSON line, what a learner and a load balancer get.
 *   node --import tsx server/test/read-only-probe.ts DATA_DIR SESSION_ID MESSAGE_ID
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const [dataDir, sessionId, messageId] = process.argv.slice(2);
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), sections: [], references: {} });
await app.ready();
const reload = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } });
const ready = await app.inject({ url: '/readyz' });
const question = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'sendMessage', sessionId, chatInput: 'what is pca' } });
const feedback = await app.inject({ method: 'POST', url: '/api/chat/feedback', payload: { sessionId, messageId, rating: 'up' } });
await app.close();
console.log(
  JSON.stringify({
    reloaded: (reload.json() as { data: unknown[] }).data.length,
    ready: { status: ready.statusCode, body: ready.json() as unknown },
    saved: (question.json() as { saved?: boolean }).saved ?? true,
    feedback: feedback.statusCode,
  }),
);
