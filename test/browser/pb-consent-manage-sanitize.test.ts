/**
 * sanitizeConsentHtml in real Chromium (its HTML parser, not happy-dom's): attack strings leave no
 * script, handler, style, embedded content or javascript: link, and nothing runs.
 */
import { expect } from 'chai';
import { sanitizeConsentHtml } from '../../react-core/consent-manage/sanitize-html';
import { wait } from './helpers';

declare global {
  interface Window {
    sanitizerPwned?: number;
  }
}

const ATTACKS = [
  '<script>window.sanitizerPwned=1</script>',
  '<img src=x onerror="window.sanitizerPwned=1">',
  '<svg><script>window.sanitizerPwned=1</script></svg><svg onload="window.sanitizerPwned=1"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.sanitizerPwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.sanitizerPwned=1>"></noscript>',
  '<iframe srcdoc="<script>parent.sanitizerPwned=1</script>"></iframe>',
  '<a href="&#x6A;avascript:window.sanitizerPwned=1">x</a><a href="java&#09;script:window.sanitizerPwned=1">y</a>',
  '<p style="background:url(javascript:window.sanitizerPwned=1)" onmouseover="window.sanitizerPwned=1">t</p>',
  '<object data="data:text/html,<script>parent.sanitizerPwned=1</script>"></object><embed src="x">',
  '<form action="javascript:window.sanitizerPwned=1"><button>go</button></form>',
  '<details open ontoggle="window.sanitizerPwned=1"><summary>s</summary></details>',
  '<base href="javascript:/"><link rel="stylesheet" href="x.css"><meta http-equiv="refresh" content="0;url=javascript:x">',
  '<template><img src=x onerror="window.sanitizerPwned=1"></template>',
  '<table><tr><td onclick="window.sanitizerPwned=1" colspan="2">c</td></tr></table>',
];

describe('sanitizeConsentHtml (Chromium)', () => {
  it('leaves no script, handler, style, embedded content or unsafe link, and runs nothing', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    try {
      for (const attack of ATTACKS) box.append(sanitizeConsentHtml(attack));
      await wait(200);
      expect(box.querySelectorAll('script, img, svg, math, iframe, object, embed, form, button, style, link, meta, base, template, details').length).to.equal(0);
      const attributes = [...box.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));
      expect(attributes.every((name) => ['href', 'colspan', 'rowspan', 'scope'].includes(name)), attributes.join(',')).to.equal(true);
      expect([...box.querySelectorAll('a')].every((link) => !link.hasAttribute('href'))).to.equal(true);
      expect(box.querySelector('td')?.getAttribute('colspan')).to.equal('2');
      expect(window.sanitizerPwned === undefined, 'nothing ran').to.equal(true);
    } finally {
      box.remove();
    }
  });
});
