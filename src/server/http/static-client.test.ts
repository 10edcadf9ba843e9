import { describe, expect, it } from 'vitest';
import { splitIndexHtml } from './static-client.ts';

describe('splitIndexHtml', () => {
  it('cuts where the built title was and drops the built description', () => {
    const html = [
      '<html><head>',
      '    <meta charset="UTF-8" />',
      '    <meta',
      '      name="description"',
      '      content="Do build."',
      '    />',
      '    <title>Build</title>',
      '    <script type="module" src="/assets/index.js"></script>',
      '  </head><body></body></html>',
    ].join('\n');
    const { before, after } = splitIndexHtml(html);
    expect(before).not.toContain('description');
    expect(before).toContain('<meta charset="UTF-8" />');
    expect(before.endsWith('    ')).toBe(true);
    expect(after.startsWith('\n    <script type="module"')).toBe(true);
    expect(`${before}<title>Página</title>${after}`).not.toContain('Build');
  });

  it('puts the head before </head> when the build has no title', () => {
    const { before, after } = splitIndexHtml('<html><head><meta charset="utf-8"></head></html>');
    expect(before).toBe('<html><head><meta charset="utf-8">');
    expect(after).toBe('</head></html>');
  });
});
