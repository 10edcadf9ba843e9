import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`<b class="x">'&'</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    );
  });
});
