import { describe, expect, it } from 'vitest';
import { elemento, semControles, xmlCdata, xmlTexto } from './xml';

describe('xml helpers', () => {
  it('escapes the five XML specials', () => {
    expect(xmlTexto(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('drops the characters XML 1.0 forbids and keeps tab, line breaks, accents and emoji', () => {
    expect(semControles('a\u0000b\u0007c\u001Fd\uFFFEe\uFFFF')).toBe('abcde');
    expect(semControles('x\uD800y\uDC00z')).toBe('xyz'); // surrogates without their pair
    expect(semControles('ç\tã\n🏠\r')).toBe('ç\tã\n🏠\r');
  });

  it('splits "]]>" across two CDATA sections', () => {
    expect(xmlCdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });

  it('leaves an empty or absent value out, escapes attributes', () => {
    expect(elemento('A', undefined)).toBe('');
    expect(elemento('A', '')).toBe('');
    expect(elemento('A', 0)).toBe('<A>0</A>');
    expect(elemento('A', 'x', { b: '"1" & 2' })).toBe('<A b="&quot;1&quot; &amp; 2">x</A>');
  });
});
