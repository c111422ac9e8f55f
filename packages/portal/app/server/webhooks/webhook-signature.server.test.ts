import { describe, expect, it } from 'vitest';
import { signedHeaders } from './webhook-signature.server.js';

describe('given the Standard Webhooks example secret, message and time', () => {
  it('should sign it as the specification does', () => {
    // The example of the Standard Webhooks specification (and of Svix's documentation).
    expect(
      signedHeaders(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        '{"test": 2432232314}',
        new Date(1_614_265_330_000),
      ),
    ).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});
