/**
 * Split testing on the page (SPEC.md §7 "Get A/B subject", "Record split-test stats", the cookies,
 * "The read goal fires after the page has been visible for 3 seconds"), with fetch and
 * navigator.sendBeacon stubbed: the placeholders, each goal type, the conversion markers and
 * counting once.
 */
import { expect } from 'chai';
import type { PbSplitTestElement } from '../../elements/pb-split-test';
import '../../elements/pb-split-test';
import { SPLIT_TESTS_SETTLED_EVENT } from '../../react-core/loader/split-test-markup';
import { getPageConfig, resetPageConfig } from '../../react-core/runtime/page-config';
import { startConversionMarkers, startGoals } from '../../react-core/split-test/goals';
import { createRecorder, type AnsweredTest, type Recorder } from '../../react-core/split-test/recorder';
import { answerPlaceholders } from '../../react-core/split-test/subjects';
import { captureConsole, cleanupFixtures, fixture, wait, waitFor } from './helpers';

interface SentRecord {
  url: string;
  action: string;
  nonce: string;
  record: { test_id: string; subject_id: string; record_type: string };
}

const TEST: AnsweredTest = { postId: '42', testId: '1', subjectId: '11' };
const originalFetch = window.fetch;
let sent: SentRecord[] = [];
let stops: Array<() => void> = [];

function clearSplitTestCookies(): void {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    if (name.startsWith('pb_ab_')) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function configure(config: Record<string, unknown> = {}): void {
  window.pbConfig = {
    pageId: '42',
    abTests: [{ post_id: '42', test_id: '1' }],
    abActive: true,
    ajaxUrl: '/ajax-test',
    bounceRateTime: 60,
    nonces: { et_frontend_nonce: 'front-nonce', et_ab_log_nonce: 'log-nonce' },
    ...config,
  };
  resetPageConfig();
}

function recorder(): Recorder {
  const created = createRecorder(getPageConfig());
  created.allow();
  return created;
}

function sentTypes(): string[] {
  return sent.map((entry) => entry.record.record_type);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sent = [];
  clearSplitTestCookies();
  configure();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: FormData) => {
      sent.push({
        url,
        action: String(body.get('action')),
        nonce: String(body.get('et_ab_log_nonce')),
        record: JSON.parse(String(body.get('stats_data_array'))) as SentRecord['record'],
      });
      return true;
    },
  });
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  cleanupFixtures();
  window.fetch = originalFetch;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete window.pbConfig;
  resetPageConfig();
  clearSplitTestCookies();
  window.scrollTo(0, 0);
});

describe('SPEC §7 Get A/B subject: the answer replaces the placeholder', () => {
  it('asks for every placeholder with the frontend nonce, the test id and the visitor, and shows all subjects together', async () => {
    configure({ abTests: [{ post_id: '42', test_id: '1' }, { post_id: '42', test_id: '2' }] });
    const host = fixture(`<div>
      <pb-split-test test-id="1"><p>Control one</p></pb-split-test>
      <pb-split-test test-id="2"><p>Control two</p></pb-split-test>
    </div>`);
    const [first, second] = [...host.querySelectorAll('pb-split-test')] as unknown as [PbSplitTestElement, PbSplitTestElement];
    const requests: URLSearchParams[] = [];
    let answerSecond: () => void = () => undefined;
    window.fetch = async (_url, init) => {
      const fields = new URLSearchParams(String(init?.body));
      requests.push(fields);
      const testId = fields.get('et_pb_ab_test_id');
      if (testId === '2') await new Promise<void>((resolve) => (answerSecond = resolve));
      return Response.json({ id: testId === '1' ? 11 : '21', content: `<p>Subject of test ${testId}</p>` });
    };
    const subjects: string[] = [];
    host.addEventListener('pb-split-test-subject', (event) => subjects.push(`${event.detail.testId}:${event.detail.subjectId}`));
    let settled = false;
    document.addEventListener(SPLIT_TESTS_SETTLED_EVENT, () => (settled = true), { once: true });

    const answered = answerPlaceholders('visitor-0001');
    await waitFor(() => requests.length === 2, 'both requests');
    await wait(50);
    expect(first.textContent?.trim(), 'the first answer waits for the second').to.equal('Control one');
    answerSecond();
    const tests = await answered;

    expect(requests.map((fields) => Object.fromEntries(fields))).to.deep.equal([
      { action: 'et_pb_ab_get_subject_id', et_frontend_nonce: 'front-nonce', et_pb_ab_test_id: '1', pb_ab_visitor: 'visitor-0001' },
      { action: 'et_pb_ab_get_subject_id', et_frontend_nonce: 'front-nonce', et_pb_ab_test_id: '2', pb_ab_visitor: 'visitor-0001' },
    ]);
    expect(first.textContent?.trim()).to.equal('Subject of test 1');
    expect(second.textContent?.trim()).to.equal('Subject of test 2');
    expect([first.subjectId, second.subjectId]).to.deep.equal(['11', '21']);
    expect(subjects).to.deep.equal(['1:11', '2:21']);
    expect(settled).to.equal(true);
    expect(tests).to.deep.equal([
      { postId: '42', testId: '1', subjectId: '11' },
      { postId: '42', testId: '2', subjectId: '21' },
    ]);
  });

  it('keeps its own content (the control) when the server fails, answers nonsense or has no test id', async () => {
    configure({ abTests: [{ post_id: '42', test_id: '1' }, { post_id: '42', test_id: '2' }] });
    const host = fixture(`<div>
      <pb-split-test test-id="1"><p>Control one</p></pb-split-test>
      <pb-split-test test-id="2"><p>Control two</p></pb-split-test>
      <pb-split-test><p>Control three</p></pb-split-test>
    </div>`);
    window.fetch = async (_url, init) =>
      new URLSearchParams(String(init?.body)).get('et_pb_ab_test_id') === '1'
        ? new Response('oops', { status: 500 })
        : Response.json({ content: '<p>no id</p>' });
    const { warnings } = await captureConsole(async () => {
      expect(await answerPlaceholders('visitor-0001')).to.deep.equal([]);
    });
    const placeholders = [...host.querySelectorAll('pb-split-test')];
    expect(placeholders.map((element) => element.textContent?.trim())).to.deep.equal(['Control one', 'Control two', 'Control three']);
    expect(placeholders.every((element) => element.hasAttribute('data-failed'))).to.equal(true);
    expect(warnings.some((text) => text.includes('test 1') && text.includes('500'))).to.equal(true);
    expect(warnings.some((text) => text.includes('test-id=""'))).to.equal(true);
  });

  it('SPEC §3 A/B active flag: with A/B testing off nothing is asked, the controls stay and the modules inside initialise', async () => {
    configure({ abActive: false });
    const host = fixture('<div><pb-split-test test-id="1"><p>Control one</p></pb-split-test></div>');
    let requests = 0;
    window.fetch = async () => {
      requests += 1;
      return Response.json({ id: 11, content: '<p>Subject</p>' });
    };
    let settled = false;
    document.addEventListener(SPLIT_TESTS_SETTLED_EVENT, () => (settled = true), { once: true });
    const { warnings } = await captureConsole(async () => {
      expect(await answerPlaceholders('visitor-0001')).to.deep.equal([]);
    });
    const placeholder = host.querySelector('pb-split-test')!;
    expect(requests).to.equal(0);
    expect(placeholder.textContent?.trim()).to.equal('Control one');
    expect(placeholder.hasAttribute('data-failed'), 'shown at once, not hidden until the timeout').to.equal(true);
    expect(settled).to.equal(true);
    expect(warnings.some((text) => text.includes('abActive'))).to.equal(true);
  });

  it('shows the subject as content: its modules come along, its scripts and handlers never run', async () => {
    const host = fixture('<div><pb-split-test test-id="1"><p>Control</p></pb-split-test></div>');
    window.fetch = async () =>
      Response.json({
        id: '12',
        content:
          '<h2 onclick="window.__abPwned=1">Question?</h2><img onerror="window.__abPwned=2"><script>window.__abPwned=3</script>' +
          '<pb-toggle title="More" onmouseover="window.__abPwned=4"><details><summary>More</summary><p>Text</p></details></pb-toggle>' +
          '<form action="javascript:alert(1)"><button type="submit">Go</button></form>',
      });
    await answerPlaceholders('visitor-0001');
    await wait(50);
    const placeholder = host.querySelector('pb-split-test')!;
    expect(placeholder.querySelector('h2')!.hasAttribute('onclick')).to.equal(false);
    expect(placeholder.querySelector('script')).to.equal(null);
    expect(placeholder.querySelector('img')?.hasAttribute('onerror') ?? false).to.equal(false);
    const toggle = placeholder.querySelector('pb-toggle')!;
    expect(toggle.getAttribute('title')).to.equal('More');
    expect(toggle.hasAttribute('onmouseover')).to.equal(false);
    expect(placeholder.querySelector('form')!.hasAttribute('action')).to.equal(false);
    expect((window as { __abPwned?: number }).__abPwned).to.equal(undefined);
  });
});

describe('SPEC §7 Record split-test stats: goals count once', () => {
  function goalPage(): HTMLElement {
    return fixture(`<div>
      <div style="height: 150vh">Above the goal</div>
      <section data-pb-ab-goal style="height: 200px">
        <a href="#nowhere" class="cta">Sign up</a>
        <form class="plain"><input name="email" value="a@example.com"><button type="submit">Send</button></form>
        <div class="element-form"></div>
      </section>
      <p class="outside">Not the goal</p>
    </div>`);
  }

  it('sends one record per call: action, stats_data_array JSON and the log nonce', () => {
    recorder().record(TEST, 'view_page');
    expect(sent).to.deep.equal([
      { url: '/ajax-test', action: 'et_pb_update_stats_table', nonce: 'log-nonce', record: { test_id: '1', subject_id: '11', record_type: 'view_page' } },
    ]);
    expect(document.cookie).to.contain('pb_ab_view_page_42_1=true');
  });

  it('counts view_page once per visitor: a second page (reload) with the state cookie sends nothing', () => {
    recorder().record(TEST, 'view_page');
    recorder().record(TEST, 'view_page');
    expect(sentTypes()).to.deep.equal(['view_page']);
  });

  it('sends nothing the page configuration flags as already logged', () => {
    configure({ tracking: { read_page: true, click_goal: 'on' } });
    const created = recorder();
    created.record(TEST, 'read_page');
    created.record(TEST, 'click_goal');
    created.record(TEST, 'view_goal');
    expect(sentTypes()).to.deep.equal(['view_goal']);
  });

  it('holds records and cookie writes until statistics are allowed', () => {
    const created = createRecorder(getPageConfig());
    created.record(TEST, 'click_goal');
    created.whenAllowed(() => (document.cookie = 'pb_ab_probe=1; path=/'));
    expect(sent).to.deep.equal([]);
    expect(document.cookie).not.to.contain('pb_ab_');
    created.allow();
    expect(sentTypes()).to.deep.equal(['click_goal']);
    expect(document.cookie).to.contain('pb_ab_probe=1');
  });

  it('click_goal: a click inside the goal counts once, even double-clicked; a click outside does not', async () => {
    const page = goalPage();
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    page.querySelector<HTMLElement>('.outside')!.click();
    expect(sentTypes()).to.deep.equal(['view_page']);
    const link = page.querySelector<HTMLAnchorElement>('.cta')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    link.click();
    expect(sentTypes()).to.deep.equal(['view_page', 'click_goal']);
  });

  it('view_goal: counts when half the goal is in view, not before', async () => {
    const page = goalPage();
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    await wait(100);
    expect(sentTypes()).not.to.contain('view_goal');
    page.querySelector('[data-pb-ab-goal]')!.scrollIntoView({ block: 'center' });
    await waitFor(() => sentTypes().includes('view_goal'), 'view_goal');
    expect(sentTypes().filter((type) => type === 'view_goal')).to.have.length(1);
  });

  it('read_goal: counts after 3 s of visible time once the goal is in view; hidden time does not count', async () => {
    const page = goalPage();
    page.querySelector('[data-pb-ab-goal]')!.scrollIntoView({ block: 'center' });
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    await waitFor(() => sentTypes().includes('view_goal'), 'view_goal');
    setVisibility('hidden');
    await wait(3500);
    expect(sentTypes(), 'hidden for 3.5 s').not.to.contain('read_goal');
    setVisibility('visible');
    await waitFor(() => sentTypes().includes('read_goal'), 'read_goal', 10_000);
    expect(sentTypes().filter((type) => type === 'read_goal')).to.have.length(1);
  });

  it('con_goal: a plain form submitted inside the goal counts, a cancelled one does not', async () => {
    const page = goalPage();
    const form = page.querySelector<HTMLFormElement>('form.plain')!;
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    const cancelled = (event: Event) => event.preventDefault();
    form.addEventListener('submit', cancelled);
    form.requestSubmit();
    expect(sentTypes()).not.to.contain('con_goal');
    form.removeEventListener('submit', cancelled);
    // After the runtime's own listener (registered first on window): keeps the test page from navigating.
    const stopNavigation = (event: Event) => event.preventDefault();
    window.addEventListener('submit', stopNavigation);
    try {
      form.requestSubmit();
    } finally {
      window.removeEventListener('submit', stopNavigation);
    }
    expect(sentTypes().filter((type) => type === 'con_goal')).to.have.length(1);
  });

  it("con_goal: a pb-* form's successful pb-submit inside the goal counts, a failed one does not", () => {
    const page = goalPage();
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    const source = page.querySelector('.element-form')!;
    const submitted = (status: string) => source.dispatchEvent(new CustomEvent('pb-submit', { detail: { status }, bubbles: true, composed: true }));
    submitted('error');
    submitted('invalid');
    expect(sentTypes()).not.to.contain('con_goal');
    submitted('success');
    expect(sentTypes()).to.contain('con_goal');
  });

  it('read_page: the bounce-rate time of visible time ends the bounce', async () => {
    configure({ bounceRateTime: 1 });
    goalPage();
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    expect(sentTypes()).not.to.contain('read_page');
    await waitFor(() => sentTypes().includes('read_page'), 'read_page', 10_000);
  });

  it('a goal named for another test counts nothing for this one', () => {
    const page = fixture('<section data-pb-ab-goal="7"><button type="button">Go</button></section>');
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    page.querySelector('button')!.click();
    expect(sentTypes()).to.deep.equal(['view_page']);
  });
});

describe('SPEC §7 conversion cookies: post id, subject id and test id joined by underscores', () => {
  it('keeps the shortcode-tracking cookie (a session cookie) when shortcode tracking is on', () => {
    configure({ shortcodeTracking: true });
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    expect(document.cookie).to.contain('pb_ab_shortcode_track_42=42_11_1');
  });

  it('con_short: the tracking marker turns the shortcode-tracking cookie into one record', () => {
    document.cookie = 'pb_ab_shortcode_track_42=42_11_1; path=/';
    fixture('<span data-pb-ab-track="42" hidden></span>');
    startConversionMarkers(recorder());
    startConversionMarkers(recorder());
    expect(sent.map((entry) => entry.record)).to.deep.equal([{ test_id: '1', subject_id: '11', record_type: 'con_short' }]);
  });

  it('shop: an add-to-cart in the goal keeps the shop-conversion cookie; the order confirmation counts it as con_goal once', () => {
    const page = fixture('<section data-pb-ab-goal><a class="add_to_cart_button" href="#cart">Add to cart</a></section>');
    stops.push(startGoals([TEST], recorder(), getPageConfig()));
    const link = page.querySelector<HTMLAnchorElement>('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(document.cookie).to.contain('pb_ab_shop_log=42_11_1');
    cleanupFixtures();
    sent = [];
    fixture('<div data-pb-ab-order-received hidden></div>');
    startConversionMarkers(recorder());
    expect(sent.map((entry) => entry.record)).to.deep.equal([{ test_id: '1', subject_id: '11', record_type: 'con_goal' }]);
    expect(document.cookie).not.to.contain('pb_ab_shop_log');
  });

  it('ignores a tampered conversion cookie', () => {
    document.cookie = `pb_ab_shortcode_track_42=${encodeURIComponent('42_<img>_1')}; path=/`;
    fixture('<span data-pb-ab-track="42" hidden></span>');
    startConversionMarkers(recorder());
    expect(sent).to.deep.equal([]);
  });
});
