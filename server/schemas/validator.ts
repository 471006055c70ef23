/**
 * The app's validator compiler: every route's body, query and path parameters pass here before their zod schema.
 * A string (or object key) anywhere in them with a NUL character or a lone UTF-16 surrogate is refused with 400
 * and the path of the field (issue 24 §4): PostgreSQL cannot store a NUL in text or jsonb (the request would
 * fail as a 500 after work had begun), and a lone surrogate would be stored silently as U+FFFD. One check here
 * covers every string of every route, including the designs and free JSON no schema spells out.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

export const NUL_REASON = 'mag geen NUL-teken (\\u0000) bevatten';
export const SURROGATE_REASON = 'bevat een los surrogaat (geen geldige Unicode)';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_REASON;
  return LONE_SURROGATE.test(text) ? SURROGATE_REASON : null;
}

interface Problem { path: (string | number)[]; message: string }

/** The first bad string in a parsed JSON value or query, depth-first; null when there is none. */
export function findTextProblem(value: unknown, path: (string | number)[] = [], depth = 0): Problem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  // Deeper than any body we accept: the route's schema or the body limit refuses it; not worth a stack.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findTextProblem(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyMessage = textProblem(key);
    if (keyMessage) return { path: [...path, key], message: `sleutel ${keyMessage}` };
    const found = findTextProblem(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const textSafeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const problem = findTextProblem(data);
    if (problem) {
      const instancePath = `/${problem.path.join('/')}`;
      return { error: [{ keyword: 'text', instancePath, schemaPath: '#', params: {}, message: problem.message }] } as unknown as ReturnType<typeof validate>;
    }
    return validate(data);
  };
};
