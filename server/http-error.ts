/** An error with an HTTP status; the app's error handler answers it as { error, message }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Niet ingelogd') => new HttpError(401, message);
export const forbidden = (message = 'Geen toegang') => new HttpError(403, message);
export const notFound = (message = 'Niet gevonden') => new HttpError(404, message);
