import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { loginErrorMessage, validateLogin } from './login-form';
import { canContinue, normalizeCode } from '../landing/DesignCodeDialog';

describe('login rules', () => {
  it('checks e-mail and password length with the spec messages', () => {
    expect(validateLogin('a@b', '12345')).toEqual({ email: 'Vul een geldig e-mailadres in.', password: 'Gebruik minimaal 6 karakters.' });
    expect(validateLogin('a@b.c', '123456')).toEqual({});
  });
  it("shows the server's string, else 'Fout bij het inloggen'", () => {
    expect(loginErrorMessage(new ApiError(401, 'Onjuist e-mailadres of wachtwoord', 'x'))).toBe('Onjuist e-mailadres of wachtwoord');
    expect(loginErrorMessage(new ApiError(500, null, 'x'))).toBe('Fout bij het inloggen');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Fout bij het inloggen');
  });
});

describe('design code', () => {
  it('continues only with 5 digits', () => {
    expect(normalizeCode('12a34-56')).toBe('12345');
    expect(canContinue('1234')).toBe(false);
    expect(canContinue('12345')).toBe(true);
  });
});
