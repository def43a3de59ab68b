import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressRule } from './client-address';
import { clientKeyOf } from './request-context';

// Addresses as the deployed platform writes them. The client is 203.0.113.9 (or an IPv6 one).
const CLIENT = '203.0.113.9';
const CLOUD_RUN_PEER = '169.254.8.129'; // Cloud Run's sandbox: the connection's peer
const FRONT_END = '216.239.36.54'; // Google's front end, appended after the client on some paths
const CDN_EDGE = '151.101.2.10'; // Firebase Hosting's CDN (a Fastly edge)
const CDN_SHIELD = '199.232.5.5'; // a second CDN node, when the edge forwards through a shield

/** Addresses a client may write into its own X-Forwarded-For, many of them looking like proxies. */
const SPOOFED = ['1.2.3.4', '10.0.0.7', '127.0.0.1', '35.191.0.9', FRONT_END, '216.239.32.53', CDN_EDGE, '151.101.9.9', CLIENT.replace(/9$/, '8'), '::1', 'unknown'];

const deployed = clientAddressRule('google-cloud');
const onCloudRun = (forwardedFor: string) => deployed({ forwardedFor, peer: CLOUD_RUN_PEER });
const chain = (...entries: string[]) => entries.join(', ');

describe('the client address on Google Cloud', () => {
  describe("the function's own URL", () => {
    it('is the address the front end appended for the connection', () => {
      expect(onCloudRun(chain(CLIENT, FRONT_END))).toBe(CLIENT);
      expect(onCloudRun(CLIENT)).toBe(CLIENT);
      expect(deployed({ forwardedFor: chain(CLIENT, FRONT_END), peer: `::ffff:${CLOUD_RUN_PEER}` })).toBe(CLIENT);
    });

    it('ignores entries the client wrote before its own, however they look', () => {
      for (const spoofed of SPOOFED) {
        expect(onCloudRun(chain(spoofed, CLIENT, FRONT_END)), spoofed).toBe(CLIENT);
        expect(onCloudRun(chain(spoofed, CLIENT)), spoofed).toBe(CLIENT);
      }
      expect(onCloudRun(chain(...SPOOFED, CLIENT, FRONT_END))).toBe(CLIENT);
      expect(onCloudRun(chain(...SPOOFED.reverse(), CLIENT))).toBe(CLIENT);
    });

    it('passes one front-end entry at most, so a sender on Google\u2019s own network keeps its address', () => {
      const googleNetworkSender = '66.102.1.5';
      expect(onCloudRun(chain('1.2.3.4', googleNetworkSender, FRONT_END))).toBe(googleNetworkSender);
      expect(onCloudRun(chain('1.2.3.4', FRONT_END, googleNetworkSender, FRONT_END))).toBe(googleNetworkSender);
    });

    it('reads IPv6 clients in one canonical form', () => {
      expect(onCloudRun(chain('2001:DB8:85A3::8A2E:370:7334', '2607:f8b0:4004:c1b::65'))).toBe('2001:db8:85a3::8a2e:370:7334');
      expect(onCloudRun(chain('1.2.3.4', '::ffff:203.0.113.9', FRONT_END))).toBe(CLIENT);
    });
  });

  describe('the Hosting rewrite', () => {
    it("is the browser's address the CDN appended, not the CDN's", () => {
      expect(onCloudRun(chain(CLIENT, CDN_EDGE, FRONT_END))).toBe(CLIENT);
      expect(onCloudRun(chain(CLIENT, CDN_EDGE))).toBe(CLIENT);
      expect(onCloudRun(chain(CLIENT, CDN_EDGE, CDN_SHIELD, FRONT_END))).toBe(CLIENT);
    });

    it('ignores entries the browser wrote itself, however they look', () => {
      for (const spoofed of SPOOFED) expect(onCloudRun(chain(spoofed, CLIENT, CDN_EDGE, FRONT_END)), spoofed).toBe(CLIENT);
      expect(onCloudRun(chain(...SPOOFED, CLIENT, CDN_EDGE, CDN_SHIELD, FRONT_END))).toBe(CLIENT);
    });

    it("falls back to the CDN's own address, never further left, when the front end kept only that", () => {
      expect(onCloudRun(chain(CDN_EDGE, FRONT_END))).toBe(CDN_EDGE);
      expect(onCloudRun(CDN_EDGE)).toBe(CDN_EDGE);
    });
  });

  it('stops at an entry that is not an address: the platform writes none', () => {
    expect(onCloudRun(chain('not-an-ip', CLIENT, FRONT_END))).toBe(CLIENT);
    expect(onCloudRun(chain(CLIENT, 'garbage', CDN_EDGE, FRONT_END))).toBe(CDN_EDGE);
  });

  it('is the peer itself when the request did not come through the front end', () => {
    expect(deployed({ forwardedFor: undefined, peer: CLOUD_RUN_PEER })).toBe(CLOUD_RUN_PEER);
    expect(deployed({ forwardedFor: chain('1.2.3.4'), peer: '198.51.100.7' })).toBe('198.51.100.7');
  });
});

describe('the client address on the emulators', () => {
  const local = clientAddressRule('none');

  it('never reads X-Forwarded-For, since neither emulator appends to it', () => {
    expect(local({ forwardedFor: '1.2.3.4', peer: undefined })).toBe('unknown');
    expect(local({ forwardedFor: chain('1.2.3.4', '198.18.0.1'), peer: '127.0.0.1' })).toBe('127.0.0.1');
    expect(local({ forwardedFor: undefined, peer: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  });
});

describe('the client address behind proxies of one\u2019s own', () => {
  const own = clientAddressRule(['127.0.0.1', '192.0.2.0/24']);

  it('is the entry the nearest untrusted hop appended', () => {
    expect(own({ forwardedFor: '198.18.0.5', peer: '127.0.0.1' })).toBe('198.18.0.5');
    expect(own({ forwardedFor: chain('9.9.9.9', '198.18.0.5', '192.0.2.44'), peer: '::ffff:127.0.0.1' })).toBe('198.18.0.5');
    // Only the listed proxies are passed: Google's or the CDN's addresses are clients here.
    expect(own({ forwardedFor: chain('9.9.9.9', FRONT_END), peer: '127.0.0.1' })).toBe(FRONT_END);
  });

  it('is the peer when the peer is not a listed proxy', () => {
    expect(own({ forwardedFor: '198.18.0.5', peer: '198.51.100.7' })).toBe('198.51.100.7');
  });
});

describe('the clientAddress middleware', () => {
  async function seen(trusted: Parameters<typeof clientAddress>[0], headers: Record<string, string>) {
    const app = express();
    app.use(clientAddress(trusted));
    app.get('/', (req, res) => void res.json({ key: clientKeyOf(req) }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
      return ((await response.json()) as { key: string }).key;
    } finally {
      server.close();
    }
  }

  it('reads the connection and X-Forwarded-For only, as far as the peer is trusted', async () => {
    const headers = { 'x-forwarded-for': '1.2.3.4', forwarded: 'for=5.6.7.8', 'x-real-ip': '5.6.7.8', 'fastly-client-ip': '5.6.7.8' };
    expect(await seen('none', headers)).toBe('127.0.0.1');
    expect(await seen(['127.0.0.1'], headers)).toBe('1.2.3.4');
    // An internal peer is the platform's own machine on Google Cloud.
    expect(await seen('google-cloud', headers)).toBe('1.2.3.4');
  });

  it('counts an IPv6 client by its /64, so a fresh address in the same network is the same client', async () => {
    const one = await seen(['127.0.0.1'], { 'x-forwarded-for': '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
    const two = await seen(['127.0.0.1'], { 'x-forwarded-for': '2001:DB8:85A3:8D3::1' });
    const neighbour = await seen(['127.0.0.1'], { 'x-forwarded-for': '2001:db8:85a3:8d4::1' });
    expect(one).toBe('2001:db8:85a3:8d3::');
    expect(two).toBe(one);
    expect(neighbour).toBe('2001:db8:85a3:8d4::');
  });
});
