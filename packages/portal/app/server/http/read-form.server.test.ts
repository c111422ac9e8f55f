import { describe, expect, it } from 'vitest';
import { readForm } from './read-form.server.js';

function post(contentType: string, body: string): Request {
  return new Request('http://portal.test/login', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

async function refusal(request: Request): Promise<unknown> {
  try {
    await readForm(request);
  } catch (error) {
    return error;
  }
  return null;
}

describe('readForm', () => {
  it('should read an urlencoded and a multipart form', async () => {
    expect((await readForm(post('application/x-www-form-urlencoded', 'a=1&b=2'))).get('b')).toBe('2');
    const multipart = '--XB\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XB--\r\n';
    expect((await readForm(post('multipart/form-data; boundary=XB', multipart))).get('a')).toBe('1');
  });

  it('should refuse a body that is not a readable form with 400 and a message', async () => {
    for (const request of [
      post('multipart/form-data', 'a=1'),
      post('multipart/form-data; boundary=XB', '--XB\r\nnot a part'),
      post('application/json', '{"a":1}'),
    ]) {
      const error = await refusal(request);
      expect(error).toMatchObject({
        init: { status: 400 },
        data: {
          message:
            'The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data',
        },
      });
    }
  });
});
