/** An error that maps to a specific HTTP status when it escapes a handler. */
export class HttpError extends Error {
  /**
   * @param {number} status HTTP status code to answer with.
   * @param {string} message Plain-text body sent to the client.
   */
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}
