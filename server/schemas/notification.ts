/** Answers of the delivery routes: the quote mail and the quote PDF. */
import { z } from 'zod';

export const quoteMailResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('SENT'),
  mailId: z.number().int(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
});

export const pdfUrlSchema = z.object({ url: z.string(), fileName: z.string() });
