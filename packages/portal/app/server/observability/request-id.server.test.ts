import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("should keep the caller's well-formed X-Request-Id", () => {
    expect(requestIdOf({ 'x-request-id': 'lb-7f3a' })).toBe('lb-7f3a');
    expect(requestIdOf({ 'x-request-id': 'Root=1-67891233-abcdef012345678912345678' })).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    );
  });

  it('should take the trace id of a valid traceparent when there is no X-Request-Id', () => {
    expect(requestIdOf({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' })).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(
      requestIdOf({ traceparent: '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-future' }),
    ).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('should make a new id for a malformed, overlong or repeated one, never echo it', () => {
    for (const headers of [
      { 'x-request-id': 'two words' },
      { 'x-request-id': '<script>' },
      { 'x-request-id': 'x'.repeat(129) },
      { 'x-request-id': 'a, b' },
      { 'x-request-id': '' },
      { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' },
      { traceparent: '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01' },
      { traceparent: 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra' },
      {},
    ]) {
      expect(requestIdOf(headers)).toMatch(UUID);
    }
  });
});
