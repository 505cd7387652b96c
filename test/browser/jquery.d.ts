/** The part of jQuery the shop tests use (the package ships no types; @types/jquery is not a dependency). */
declare module 'jquery' {
  interface JQueryCollection {
    trigger(name: string, extra?: unknown[]): JQueryCollection;
    triggerHandler(name: string, extra?: unknown[]): unknown;
    on(events: string, handler: (...args: unknown[]) => unknown): JQueryCollection;
    prepend(content: string | Element): JQueryCollection;
  }
  interface JQueryStatic {
    (selector: string | EventTarget): JQueryCollection;
    fn: { on: unknown; jquery: string };
  }
  const jQuery: JQueryStatic;
  export default jQuery;
}
