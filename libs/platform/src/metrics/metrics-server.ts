import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsEndpoint } from './metrics-endpoint';

/**
 * A process without the API's HTTP server (the consumer) serves its `/metrics` on a port of its
 * own, with node's http module: one path, nothing a framework would add.
 */
@Injectable()
export class MetricsServer implements OnApplicationShutdown {
  private server: Server | null = null;

  constructor(
    private readonly endpoint: MetricsEndpoint,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Listens on METRICS_PORT (on HOST) when it is set; answers the URL it serves, or null. */
  async start(): Promise<string | null> {
    if (this.config.metricsPort === null || this.server) return null;
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/metrics') return void this.endpoint.serve(req, res);
      const body = JSON.stringify({ message: 'Request does not match any route.' });
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort!, this.config.host, () => resolve());
    });
    this.server = server;
    const { address, port } = server.address() as AddressInfo;
    return `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // A scraper keeps its connection open between scrapes; it must not hold the process at stop.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
