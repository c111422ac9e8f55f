import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
const base = 'http://127.0.0.1:4391';
const r = await fetch(`${base}/login`, { method: 'POST', redirect: 'manual', headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent: 'sign-in', username: 'customer@rigready.test', password: 'rigready-demo' }) });
const cookie = r.headers.getSetCookie()[0].split(';')[0];
const chrome = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=9333', '--user-data-dir=/tmp/pr-lh-prof', 'about:blank'], { stdio: 'ignore' });
await new Promise((res) => setTimeout(res, 2000));
try {
  const result = await lighthouse(`${base}${process.env.P ?? '/inventory'}`, { port: 9333, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'best-practices'], extraHeaders: { Cookie: cookie } });
  const a = result.lhr.audits;
  console.log('perf', result.lhr.categories.performance.score, a['first-contentful-paint'].displayValue, a['largest-contentful-paint'].displayValue, a['total-blocking-time'].displayValue, a['speed-index'].displayValue, a['cumulative-layout-shift'].displayValue);
  console.log('issues', JSON.stringify(a['inspector-issues'].details?.items).slice(0, 1500));
  console.log('bootup', a['bootup-time'].details.items.slice(0, 6).map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)]));
  console.log('main', a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]));
  console.log('blocking', a['render-blocking-resources']?.details?.items?.map((i) => [i.url.slice(-40), i.wastedMs]));
  console.log('lcp el', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('long tasks', a['long-tasks']?.details?.items?.slice(0, 6).map((i) => [i.url.slice(-40), Math.round(i.duration), Math.round(i.startTime)]));
} finally { chrome.kill(); }
