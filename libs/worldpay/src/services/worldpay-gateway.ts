import { Injectable } from '@nestjs/common';

/** How long the gateway may take before the payment counts as failed. */
const TIMEOUT_MS = 10_000;

export interface GatewayRequest {
  order_increment_id: string;
  amount: number;
  currency: string;
  token: string;
  merchant_code: string | null;
}

export interface GatewayAnswer {
  status: 'AUTHORISED' | 'REFUSED';
  transaction_id: string | null;
  message: string | null;
}

/** Thrown when the gateway cannot be reached or answers something unreadable. */
export class GatewayUnavailable extends Error {}

/** The gateway's HTTP protocol: one JSON POST per authorization. */
@Injectable()
export class WorldpayGateway {
  async authorize(url: string, apiKey: string | null, body: GatewayRequest): Promise<GatewayAnswer> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailable(`gateway unreachable: ${(error as Error).message}`);
    }
    const answer = (await res.json().catch(() => null)) as Partial<GatewayAnswer> | null;
    if (!res.ok || !answer || (answer.status !== 'AUTHORISED' && answer.status !== 'REFUSED')) {
      throw new GatewayUnavailable(`gateway answered ${res.status}`);
    }
    if (answer.status === 'AUTHORISED' && !answer.transaction_id) throw new GatewayUnavailable('authorised without a transaction id');
    return { status: answer.status, transaction_id: answer.transaction_id ?? null, message: answer.message ?? null };
  }
}
