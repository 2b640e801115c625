import { StatementNames } from './statement-names';

describe('StatementNames', () => {
  it('names a text from its second use on, always the same name', () => {
    const names = new StatementNames();
    expect(names.nameOf('SELECT $1')).toBeUndefined();
    const name = names.nameOf('SELECT $1');
    expect(name).toMatch(/^mercato_\d+$/);
    expect(names.nameOf('SELECT $1')).toBe(name);
    names.nameOf('SELECT $2');
    expect(names.nameOf('SELECT $2')).not.toBe(name);
  });

  it('names no more texts than its cap, and keeps the names given', () => {
    const names = new StatementNames(1, 2);
    const a = names.nameOf('a');
    const b = names.nameOf('b');
    expect([a, b].every(Boolean)).toBe(true);
    expect(names.nameOf('c')).toBeUndefined();
    expect(names.nameOf('a')).toBe(a);
  });
});
