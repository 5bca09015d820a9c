// The few parts of jsdom the server's tests use (visits/visit-beacon.test.ts runs the public page's beacon
// in it, public-menu/menu-structured-data.test.ts reads the page's data blocks, ordering/order-sheet.page.test.ts
// runs the ordering script): the server compiles without
// the DOM's types, and jsdom ships none. Elements are typed by what the tests read of them.
declare module 'jsdom' {
  export type TestElement = {
    dataset: Record<string, string | undefined>
    textContent: string | null
    getAttribute(name: string): string | null
  }
  export type TestEvent = object
  export type TestDocument = {
    querySelector(selector: string): TestElement | null
    querySelectorAll(selector: string): ArrayLike<TestElement>
    dispatchEvent(event: TestEvent): boolean
  }
  export type TestWindow = {
    document: TestDocument
    navigator: object
    Event: new (type: string) => TestEvent
    eval(script: string): unknown
    dispatchEvent(event: TestEvent): boolean
  }
  /** Where the page's own errors go (jsdom's "Not implemented: …" among them) instead of the console. */
  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this
  }
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        url?: string
        referrer?: string
        runScripts?: 'outside-only' | 'dangerously'
        virtualConsole?: VirtualConsole
      },
    )
    readonly window: TestWindow
  }
}
