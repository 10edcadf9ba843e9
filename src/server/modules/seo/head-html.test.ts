import { describe, expect, it } from 'vitest';
import { jsonForScript, renderHead } from './head-html.ts';

describe('jsonForScript', () => {
  it('cannot close the script element, and reads back the same', () => {
    const value = { name: '</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderHead', () => {
  it('writes only the elements it is given', () => {
    expect(renderHead({ title: 'Só o título' })).toBe('<title>Só o título</title>');
    expect(renderHead({ title: 'Privada', noindex: true })).toBe(
      '<title>Privada</title>\n    <meta name="robots" content="noindex">',
    );
  });
});
