// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadScript, ScriptLoadError, scriptLoadErrorMessage } from '../../react-core/builder/script-loader';

describe('script loader (SPEC §8: a failing script load throws "Something went wrong" with the script name)', () => {
  it('the message is "Something went wrong" with the script name', () => {
    expect(scriptLoadErrorMessage('Google Maps')).toBe('Something went wrong: "Google Maps" could not be loaded.');
    const error = new ScriptLoadError('Google Maps', '/maps.js');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Something went wrong: "Google Maps" could not be loaded.');
    expect(error).toMatchObject({ name: 'ScriptLoadError', scriptName: 'Google Maps', src: '/maps.js' });
  });

  it('refuses an address that could run as script, with the same error and no request', async () => {
    const before = document.scripts.length;
    await expect(loadScript('javascript:alert(1)', 'evil')).rejects.toThrowError('Something went wrong: "evil" could not be loaded.');
    await expect(loadScript('data:text/javascript,alert(1)', 'inline')).rejects.toBeInstanceOf(ScriptLoadError);
    expect(document.scripts.length).toBe(before);
  });
});
