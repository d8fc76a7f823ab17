import 'server-only';

/** A refusal the wallet answered with (4xx `{ code, message }`). */
export class SeamlessRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(`seamless refusal ${status} ${code}`);
    this.name = 'SeamlessRefusal';
  }
}

/** The wallet could not be reached or answered 5xx / garbage after every retry. */
export class SeamlessUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super('seamless wallet unavailable');
    this.name = 'SeamlessUnavailable';
  }
}
