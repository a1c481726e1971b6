import { StreamStalledError } from "./errors.js";

/**
 * Aborts a request when its stream goes quiet. The SDKs' own timeouts stop at the response
 * headers, so a server that stalls mid-body would otherwise hang the run forever.
 */
export class IdleWatchdog {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly onOuterAbort = () => this.controller.abort(this.outer?.reason);
  readonly signal: AbortSignal = this.controller.signal;

  constructor(
    private readonly idleMs: number,
    private readonly outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.controller.abort(outer.reason);
    else outer?.addEventListener("abort", this.onOuterAbort, { once: true });
  }

  /** (Re)starts the idle timer; call on every received event. */
  touch(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new StreamStalledError(this.idleMs)), this.idleMs);
  }

  /** True when the watchdog, not the caller, aborted the request. */
  get stalled(): boolean {
    return this.signal.aborted && this.signal.reason instanceof StreamStalledError;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.outer?.removeEventListener("abort", this.onOuterAbort);
  }
}
