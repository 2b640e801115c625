import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from './local-storage';
import { InvalidStoragePath, storagePath, storagePathUnder } from './storage-path';

describe('storage paths', () => {
  it.each(['media/catalog/product/a/b/ab.jpg', 'downloadable/files/links/_/h/.htaccess', 'file.txt', 'media/wrapping/..png'])(
    'accepts %j',
    (path) => expect(storagePath(path)).toBe(path),
  );

  it.each([
    '',
    '/etc/passwd',
    '../postgres/postmaster.pid',
    'media/../postgres/pg_hba.conf',
    'media/./a.jpg',
    'media//a.jpg',
    'media/a/',
    'media\\..\\a.jpg',
    'media/a\0.jpg',
    'x'.repeat(1025),
  ])('refuses %j', (path) => {
    expect(() => storagePath(path)).toThrow(InvalidStoragePath);
  });

  it('refuses what is not a string', () => {
    expect(() => storagePath(undefined)).toThrow(InvalidStoragePath);
    expect(() => storagePath(42)).toThrow(InvalidStoragePath);
  });

  it("reads a stored path below a directory, with or without Magento's leading slash; null when it would leave it", () => {
    expect(storagePathUnder('media/catalog/product', '/a/b/ab.jpg')).toBe('media/catalog/product/a/b/ab.jpg');
    expect(storagePathUnder('media/catalog/product', 'a/b/ab.jpg')).toBe('media/catalog/product/a/b/ab.jpg');
    expect(storagePathUnder('media/catalog/product', '/../../../postgres/pg_hba.conf')).toBeNull();
    expect(storagePathUnder('media/catalog/product', '//etc/passwd')).toBeNull();
    expect(storagePathUnder('media/catalog/product', '')).toBeNull();
    expect(storagePathUnder('media/catalog/product', null)).toBeNull();
  });

  describe('the local storage', () => {
    const root = mkdtempSync(join(tmpdir(), 'mercato-storage-'));
    const storage = new LocalFileStorage(root);
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('checks every path before touching the disk', async () => {
      await expect(storage.read('../outside.txt')).rejects.toThrow(InvalidStoragePath);
      await expect(storage.create('/tmp/outside.txt', Buffer.from('x'))).rejects.toThrow(InvalidStoragePath);
      await expect(storage.write('a/../../outside.txt', Buffer.from('x'))).rejects.toThrow(InvalidStoragePath);
      await expect(storage.delete(['..'])).rejects.toThrow(InvalidStoragePath);
      await expect(storage.deleteDirectory('')).rejects.toThrow(InvalidStoragePath);
    });

    it("creates exclusively, names a taken name Magento's way, replaces on write, deletes", async () => {
      expect(await storage.create('media/x/a.png', Buffer.from('one'))).toBe(true);
      expect(await storage.create('media/x/a.png', Buffer.from('two'))).toBe(false);
      expect(await storage.createUnique('media/x', 'a.png', Buffer.from('two'))).toBe('a_1.png');
      expect((await storage.read('media/x/a.png'))!.toString()).toBe('one');
      await storage.write('media/x/a.png', Buffer.from('three'));
      expect((await storage.read('media/x/a.png'))!.toString()).toBe('three');
      expect(await storage.stat('media/x/a.png')).toMatchObject({ size: 5 });
      expect(await storage.stat('media/x')).toBeNull();
      expect(await storage.read('media/x/a.png/b')).toBeNull();
      await storage.delete(['media/x/a.png', 'media/x/missing.png']);
      expect(await storage.exists('media/x/a.png')).toBe(false);
      await storage.deleteDirectory('media/x');
      expect(await storage.exists('media/x/a_1.png')).toBe(false);
    });
  });
});
