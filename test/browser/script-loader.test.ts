/** The builder's script loader (SPEC §8: a failing load throws "Something went wrong" with the script name). */
import { expect } from 'chai';
import { loadScript, ScriptLoadError } from '../../react-core/builder/script-loader';

declare global {
  interface Window {
    pbScriptLoaderProbe?: number;
  }
}

const PROBE = '/test/browser/fixtures/script-loader-probe.js';

describe('loadScript', () => {
  it('loads a script once, however often it is asked for', async () => {
    await Promise.all([loadScript(PROBE, 'probe'), loadScript(PROBE, 'probe')]);
    await loadScript(new URL(PROBE, location.href).href, 'probe');
    expect(window.pbScriptLoaderProbe).to.equal(1);
    expect(document.querySelectorAll(`script[src$="script-loader-probe.js"]`).length).to.equal(1);
  });

  it('rejects a failed load with "Something went wrong" and the script name, and tries again when asked again', async () => {
    const missing = '/test/browser/fixtures/no-such-script.js';
    let error: unknown;
    try {
      await loadScript(missing, 'Map provider');
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(ScriptLoadError);
    expect((error as Error).message).to.equal('Something went wrong: "Map provider" could not be loaded.');
    expect((error as ScriptLoadError).src).to.equal(missing);
    expect(document.querySelector('script[src$="no-such-script.js"]'), 'the failed element is removed').to.equal(null);
    let again = false;
    await loadScript(missing, 'Map provider').catch(() => (again = true));
    expect(again).to.equal(true);
  });
});
