import { isTransient } from './transient-errors';

describe('transient faults (status 2 after retries) versus the rest (status 3)', () => {
  it.each([
    ['deadlock', { driverError: { code: '40P01' } }],
    ['serialization failure', { driverError: { code: '40001' } }],
    ['lock not available', { driverError: { code: '55P03' } }],
    ['connection exception', { code: '08006' }],
    ['admin shutdown', { driverError: { code: '57P01' } }],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a service error caused by a deadlock',
      Object.assign(new Error('Could not save Prices.'), { cause: { driverError: { code: '40P01' } } }),
    ],
  ])('%s is transient', (_, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['unique violation', { driverError: { code: '23505' } }],
    ['bad input', new Error('Invalid attribute')],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isTransient(error)).toBe(false);
  });
});
