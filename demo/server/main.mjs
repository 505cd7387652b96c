import { fileURLToPath } from 'node:url';
import { createApp } from './app.mjs';

const port = Number(process.env.PORT || 8080);
// Loopback only unless HOST is set explicitly: the demo server is not meant to be exposed.
const host = process.env.HOST || '127.0.0.1';
const dbPath = process.env.PB_DB || fileURLToPath(new URL('../data/pb-demo.sqlite', import.meta.url));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`pb-elements demo: invalid PORT "${process.env.PORT}"`);
  process.exit(1);
}

const app = createApp({ dbPath });

app.server.on('error', (error) => {
  console.error(`pb-elements demo: ${error.message}`);
  process.exitCode = 1;
  app.close();
});

app.server.listen(port, host, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.log(`pb-elements demo: http://${urlHost}:${address.port}/`);
});

// `once`: a second signal falls back to the default handler and ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
  });
}
