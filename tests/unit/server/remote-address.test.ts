/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { setRemoteAddressStampingForTests, stampedPeerAddress, stampRemoteAddresses } from '@/server/http/remote-address';

afterEach(() => setRemoteAddressStampingForTests(false));

describe("stampRemoteAddresses (npm start's server)", () => {
  it("replaces a client-sent copy of the internal header with the socket's own address", async () => {
    const stamp = stampRemoteAddresses();
    let seen: IncomingHttpHeaders | undefined;
    const server = createServer((request, response) => {
      stamp(request);
      seen = request.headers;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, headers: { [REMOTE_ADDRESS_HEADER]: '203.0.113.66' } }, (response) =>
          response.resume().on('end', resolve),
        );
        sent.on('error', reject).end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen?.[REMOTE_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(stampedPeerAddress(new Headers({ [REMOTE_ADDRESS_HEADER]: String(seen?.[REMOTE_ADDRESS_HEADER]) }))).toBe(seen?.[REMOTE_ADDRESS_HEADER]);
  });

  it('without our server stamping requests, the header is never believed (next dev, tests)', () => {
    expect(stampedPeerAddress(new Headers({ [REMOTE_ADDRESS_HEADER]: '203.0.113.66' }))).toBeNull();
  });
});
