import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { QUEUE_HEALTH, QueueHealth } from '../webapi/ports';

/** `GET /health`: 200 once migrations ran and the database and the queue answer, 503 otherwise. */
@Controller()
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    @Optional() @Inject(QUEUE_HEALTH) private readonly queue?: QueueHealth,
  ) {}

  @Get('health')
  async health(@Res() res: Response): Promise<void> {
    let ok = this.ds.isInitialized && (this.queue?.healthy() ?? true);
    if (ok) {
      try {
        await this.ds.query('SELECT 1');
      } catch {
        ok = false;
      }
    }
    const body = JSON.stringify(ok ? { status: 'ok' } : { status: 'unavailable' });
    res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  }
}
