/** Login rules (spec §5 'Login'): a valid e-mail of at least 5 characters, a password of at least 6. */
import { texts } from '../../domain/texts';
import { ApiError } from '../../api/http';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginErrors { email?: string; password?: string }

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (trimmed.length < 5 || !EMAIL_PATTERN.test(trimmed)) errors.email = texts.auth.emailInvalid;
  if (password.length < 6) errors.password = texts.auth.passwordTooShort;
  return errors;
}

/** Spec §8: 'Fout bij het inloggen', unless the server answered with a message string. */
export function loginErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return texts.auth.loginFailed;
}
