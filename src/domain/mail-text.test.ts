import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './mail-text';

describe('plainTextToHtml', () => {
  it('makes paragraphs and line breaks, escapes markup and keeps the link placeholder', () => {
    expect(plainTextToHtml('Beste Kees,\n\nZie <b>"hier"</b>:\n[link text="Bekijk je offerte"]\n\n\nGroet')).toBe(
      '<p>Beste Kees,</p><p>Zie &lt;b&gt;&quot;hier&quot;&lt;/b&gt;:<br>[link text="Bekijk je offerte"]</p><p>Groet</p>',
    );
  });
});
