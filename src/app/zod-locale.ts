/**
 * zod/mini (the client's zod: classic zod ships whole with any schema) registers no locale, so a check without
 * a message of its own would say only "Invalid input"; classic zod's English messages are kept.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());
