/**
 * Starts the ML Classes server: validates the configuration, serves the built site and the API
 * on HOST:PORT, and shuts down cleanly on SIGTERM/SIGINT (/readyz turns 503, then in-flight requests
 * finish).
 */
import { buildApp, defaultClientDir } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDataDir } from './data-dir.ts';
import { readReferenceSources } from './plugins/tutor.ts';
import { readSectionsFile } from './tutor/lecture-sections.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
    prepareDataDir(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({
    config,
    clientDir: config.clientDir ?? defaultClientDir,
    sections: readSectionsFile(config.sectionsFile),
    references: readReferenceSources(config),
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // /readyz answers 503 from now on; for SHUTDOWN_DELAY_MS everything else is still served, so a
    // load balancer polling /readyz stops sending requests here before this server refuses them.
    app.beginShutdown();
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Keep-alive connections that finish their last answer during shutdown would otherwise stay
    // open until they time out: close each one as soon as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(closeIdle);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
