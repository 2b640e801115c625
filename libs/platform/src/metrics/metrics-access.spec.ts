import { isLoopback, metricsAccess } from './metrics-access';

describe('who may read /metrics', () => {
  const token = 'a-long-scrape-token';

  it('without METRICS_TOKEN answers loopback clients only, by the connection’s address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(metricsAccess(null, undefined, address)).toBe('allowed');
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '0.0.0.0', undefined]) {
      expect(metricsAccess(null, undefined, address)).toBe('loopback-only');
    }
    // A bearer token means nothing when none is configured.
    expect(metricsAccess(null, `Bearer ${token}`, '192.0.2.2')).toBe('loopback-only');
  });

  it('with METRICS_TOKEN wants that bearer token, from loopback as from anywhere', () => {
    expect(metricsAccess(token, `Bearer ${token}`, '192.0.2.2')).toBe('allowed');
    expect(metricsAccess(token, `bearer ${token}`, '127.0.0.1')).toBe('allowed');
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${token}x`,
      `Basic ${token}`,
      `Bearer ${token.slice(1)}`,
      `Bearer ${token} extra`,
    ]) {
      expect(metricsAccess(token, authorization, '127.0.0.1')).toBe('token-required');
    }
  });

  it('takes no look-alike for loopback', () => {
    expect(isLoopback('127.0.0.1.example')).toBe(false);
    expect(isLoopback('::ffff:192.0.2.2')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
  });
});
