import OAuth from 'oauth-1.0a';
import { createHmac, generateKeyPairSync, createSign } from 'node:crypto';
import { OauthRequest, parseAuthorization } from './oauth-request';
import { normaliseParameters, percentEncode, sign, signatureBaseString, verify } from './signature';

/** A request as the server receives it, with the OAuth header built from `params`. */
function received(
  method: string,
  url: string,
  host: string,
  params: Record<string, string>,
  extra: Record<string, string> = {},
  body?: string,
) {
  const header =
    'OAuth realm="Example", ' +
    Object.entries(params)
      .map(([k, v]) => `${k}="${percentEncode(v)}"`)
      .join(', ');
  return new OauthRequest({
    method,
    url,
    headers: { host, authorization: header, ...extra },
    body: body === undefined ? undefined : Buffer.from(body),
    protocol: url.startsWith('/') ? 'http' : 'http',
  });
}

describe('OAuth 1.0a signatures (RFC 5849 vectors)', () => {
  it('builds the §3.4.1 base string (duplicates, form body, valueless and encoded values)', () => {
    const request = received(
      'POST',
      '/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      'example.com',
      {
        oauth_consumer_key: '9djdj82h48djs9d2',
        oauth_token: 'kkk9d7dh3k39sjv7',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '137131201',
        oauth_nonce: '7d8f3e4a',
        oauth_signature: 'ignored',
      },
      { 'content-type': 'application/x-www-form-urlencoded' },
      'c2&a3=2+q',
    );
    const [base] = request.baseStrings();
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest' +
        '&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D' +
        '%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1' +
        '%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
    expect(sign('HMAC-SHA1', base, 'j49sk3j29djd', 'dh893hdasih9')).toBe('r6/TJjbCOr97/+UU0NsvSne7s5g=');
    const sha256Base = base.replace('HMAC-SHA1', 'HMAC-SHA256');
    expect(sign('HMAC-SHA256', sha256Base, 'j49sk3j29djd', 'dh893hdasih9')).toBe('ypAxjNip++Dm0fTM+gCl8wAo6ufSnseu1WHxL7py3BU=');
  });

  it('signs the §1.2 photo-printing flow', () => {
    const consumer = { consumerSecret: 'kd94hf93k423kf44' };
    const initiate = signatureBaseString('POST', 'https://photos.example.net/initiate', [
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131200'],
      ['oauth_nonce', 'wIjqoS'],
      ['oauth_callback', 'http://printer.example.com/ready'],
    ]);
    expect(sign('HMAC-SHA1', initiate, consumer.consumerSecret, '')).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
    const token = signatureBaseString('POST', 'https://photos.example.net/token', [
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_token', 'hh5s93j4hdidpola'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', 'walatlh'],
      ['oauth_verifier', 'hfdp7dh39dks9884'],
    ]);
    expect(sign('HMAC-SHA1', token, consumer.consumerSecret, 'hdhd0244k9j7ao03')).toBe('gKgrFCywp7rO0OXSjdot/IHF7IU=');
    const photos = signatureBaseString('GET', 'http://photos.example.net/photos', [
      ['file', 'vacation.jpg'],
      ['size', 'original'],
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_token', 'nnch734d00sl2jdk'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131202'],
      ['oauth_nonce', 'chapoH'],
    ]);
    expect(sign('HMAC-SHA1', photos, consumer.consumerSecret, 'pfkkdhi9sl3r4s00')).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });

  it('signs OAuth Core 1.0 Appendix A.5 and the Twitter example', () => {
    const a5 = received('GET', '/photos?file=vacation.jpg&size=original', 'photos.example.net', {
      oauth_consumer_key: 'dpf43f3p2l4k3l03',
      oauth_token: 'nnch734d00sl2jdk',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1191242096',
      oauth_nonce: 'kllo9940pd9333jh',
      oauth_version: '1.0',
    });
    expect(sign('HMAC-SHA1', a5.baseStrings()[0], 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00')).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=');

    const twitter = new OauthRequest({
      method: 'POST',
      url: '/1/statuses/update.json?include_entities=true',
      protocol: 'https',
      headers: {
        host: 'api.twitter.com',
        'content-type': 'application/x-www-form-urlencoded',
        authorization:
          `OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", ` +
          `oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", ` +
          `oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0"`,
      },
      body: Buffer.from('status=Hello%20Ladies%20%2B%20Gentlemen%2C%20a%20signed%20OAuth%20request%21'),
    });
    expect(
      sign(
        'HMAC-SHA1',
        twitter.baseStrings()[0],
        'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      ),
    ).toBe('tnnArxj06cWHq44gCs1OSKk/jLY=');
  });

  it('matches the Magento-shaped HMAC-SHA256 vectors', () => {
    const shared = {
      oauth_consumer_key: '7d2c4dd2a1e64c5db1b0a3d4e5f60718',
      oauth_nonce: 'n0nc3n0nc3n0nc3n0nc3n0nc3n0nc3x1',
      oauth_timestamp: '1700000000',
      oauth_signature_method: 'HMAC-SHA256',
      oauth_version: '1.0',
    };
    const secret = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const request = received('POST', '/oauth/token/request', 'magento.test', shared);
    expect(sign('HMAC-SHA256', request.baseStrings()[0], secret, '')).toBe('XCg2baCFkSUUYXoSkHTinKj/6BD0bRdr13aXfUWE7j8=');
    const access = received('POST', '/oauth/token/access', 'magento.test', {
      ...shared,
      oauth_token: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
      oauth_verifier: 'v3rif1erv3rif1erv3rif1erv3rif1er',
    });
    expect(sign('HMAC-SHA256', access.baseStrings()[0], secret, 'f0e1d2c3b4a5968778695a4b3c2d1e0f')).toBe(
      'QitTLhoREXoxRyHePiM/jsidiOt2FOqDtkHmkmSnaxI=',
    );
    const resource = received(
      'GET',
      '/rest/default/V1/products?searchCriteria[pageSize]=10&searchCriteria[currentPage]=1',
      'magento.test',
      {
        ...shared,
        oauth_token: '0123456789abcdef0123456789abcdef',
      },
    );
    const base = resource.baseStrings()[0];
    expect(base.endsWith('oauth_version%3D1.0%26searchCriteria%255BcurrentPage%255D%3D1%26searchCriteria%255BpageSize%255D%3D10')).toBe(
      true,
    );
    expect(sign('HMAC-SHA256', base, secret, 'fedcba9876543210fedcba9876543210')).toBe('ERK2FXHERVqFNWT+3iVpJ2O/w+m/f+ALajOhwfwq1Mk=');
  });

  it('accepts the spellings real clients sign: port as received, and `+` kept literal by oauth-1.0a', () => {
    const client = new OAuth({
      consumer: { key: 'k'.repeat(32), secret: 's'.repeat(32) },
      signature_method: 'HMAC-SHA256',
      hash_function: (base, key) => createHmac('sha256', key).update(base).digest('base64'),
    });
    const url = 'http://shop.test:80/rest/V1/products?q=a+b&searchCriteria';
    const auth = client.toHeader(client.authorize({ url, method: 'GET' }, { key: 't'.repeat(32), secret: 'x'.repeat(32) }));
    const request = new OauthRequest({
      method: 'GET',
      url: '/rest/V1/products?q=a+b&searchCriteria',
      headers: { host: 'shop.test:80', authorization: auth.Authorization },
      protocol: 'http',
    });
    const signature = parseAuthorization(auth.Authorization).oauth_signature;
    expect(verify('HMAC-SHA256', request.baseStrings(), signature, { consumerSecret: 's'.repeat(32), tokenSecret: 'x'.repeat(32) })).toBe(
      true,
    );
    expect(verify('HMAC-SHA256', request.baseStrings(), signature, { consumerSecret: 's'.repeat(32), tokenSecret: 'y'.repeat(32) })).toBe(
      false,
    );
  });

  it('verifies RSA-SHA1 with the registered public key, and PLAINTEXT', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const base = signatureBaseString('GET', 'http://a.test/x', [['oauth_signature_method', 'RSA-SHA1']]);
    const signature = createSign('RSA-SHA1').update(base).sign(privateKey, 'base64');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(verify('RSA-SHA1', [base], signature, { consumerSecret: '', tokenSecret: '', publicKey: pem })).toBe(true);
    expect(verify('RSA-SHA1', [base + 'x'], signature, { consumerSecret: '', tokenSecret: '', publicKey: pem })).toBe(false);
    expect(verify('PLAINTEXT', [], 'a%20b&c', { consumerSecret: 'a b', tokenSecret: 'c' })).toBe(true);
  });

  it('sorts by encoded name then value and keeps duplicates', () => {
    expect(
      normaliseParameters([
        ['b', '2'],
        ['a', 'z'],
        ['a', 'y'],
        ['a b', '1'],
      ]),
    ).toBe('a=y&a=z&a%20b=1&b=2');
  });
});
