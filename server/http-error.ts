/** An error with an HTTP status; the app's error handler answers it as { error, message }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent along with the message: a form's field messages, or the reasons a design was refused. */
    readonly details: { fields?: Record<string, string>; reasons?: string[] } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: HttpError['details']) => new HttpError(400, message, details);
export const unauthorized = (message = 'Niet ingelogd') => new HttpError(401, message);
export const forbidden = (message = 'Geen toegang') => new HttpError(403, message);
export const notFound = (message = 'Niet gevonden') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
