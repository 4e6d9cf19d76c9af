import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { files, ignorePatterns, sameOnBothEngines } from './support/databaseFree.cjs';

// The PostgreSQL run of `npm test` leaves out the files of test/support/databaseFree.cjs. Each
// database-free one must still keep away from the test database: no server of
// test/support/server.ts (every one runs on a copy of the test database) and no PostgreSQL
// template; each one the same on both engines must still send no parallel requests, restart no
// server and ask for no engine; and the run's ignore patterns must leave out those files and no
// other.

const testFiles = (readdirSync(__dirname, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => f.split('\\').join('/'))
  .sort();

describe('the API test files left out of the PostgreSQL run', () => {
  it.each(files)('%s reaches no database', (file) => {
    const source = readFileSync(join(__dirname, file), 'utf8');
    expect(source).not.toMatch(/from '\.\/support\/server'/);
    expect(source).not.toMatch(/PORTAL_TEST_TEMPLATE_DB/);
  });

  it.each(sameOnBothEngines)(
    '%s sends no parallel requests, restarts nothing and asks for no engine',
    (file) => {
      const source = readFileSync(join(__dirname, file), 'utf8');
      expect(source).not.toMatch(/Promise\.all|parallel|concurren|restart|cluster|DATABASE_URL/i);
    },
  );

  it('the ignore patterns leave out exactly those files', () => {
    const left = testFiles.filter((f) => {
      const path = `/${relative(join(__dirname, '../..'), join(__dirname, f))}`;
      return ignorePatterns.some((p) => new RegExp(p).test(path));
    });
    expect(left).toEqual([...files, ...sameOnBothEngines].sort());
    expect(testFiles.length - left.length).toBeGreaterThan(40);
  });
});
