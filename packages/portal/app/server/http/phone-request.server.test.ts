import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './phone-request.server.js';

const LIGHTHOUSE_MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it('should take the browser’s own mobile hint first', () => {
    expect(isPhoneRequest(new Headers({ 'Sec-CH-UA-Mobile': '?1', 'User-Agent': DESKTOP_UA }))).toBe(true);
    expect(isPhoneRequest(new Headers({ 'Sec-CH-UA-Mobile': '?0', 'User-Agent': IPHONE_UA }))).toBe(false);
  });

  it('should read a browser without the hint by the "Mobi" in its user agent', () => {
    expect(isPhoneRequest(new Headers({ 'User-Agent': IPHONE_UA }))).toBe(true);
    expect(isPhoneRequest(new Headers({ 'User-Agent': LIGHTHOUSE_MOBILE_UA }))).toBe(true);
    expect(isPhoneRequest(new Headers({ 'User-Agent': DESKTOP_UA }))).toBe(false);
    expect(isPhoneRequest(new Headers())).toBe(false);
  });
});
