import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapDocument } from './sitemap.ts';

const entries = Array.from({ length: 5 }, (_, index) => ({
  loc: `https://exemplo.com.br/conveniado/${index + 1}?a=1&b=2`,
}));

describe('sitemapDocument', () => {
  it('is one urlset while the addresses fit one file', () => {
    const xml = sitemapDocument(entries, undefined, 'https://exemplo.com.br/sitemap.xml', 5)!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('?a=1&amp;b=2');
  });

  it('becomes an index of numbered pages beyond that', () => {
    const index = sitemapDocument(entries, undefined, 'https://exemplo.com.br/sitemap.xml', 2)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://exemplo.com.br/sitemap.xml?pagina=3</loc>');
    const last = sitemapDocument(entries, 3, 'https://exemplo.com.br/sitemap.xml', 2)!;
    expect(last.match(/<url>/g)).toHaveLength(1);
    expect(last).toContain('/conveniado/5?');
    expect(sitemapDocument(entries, 4, 'https://exemplo.com.br/sitemap.xml', 2)).toBeUndefined();
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
