import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';

/** `GET /health`: 200 once migrations ran and the database answers, 503 otherwise. */
@Controller()
export class HealthController {
  constructor(private readonly ds: DataSource) {}

  @Get('health')
  async health(@Res() res: Response): Promise<void> {
    let ok = this.ds.isInitialized;
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
