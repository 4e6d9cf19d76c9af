// Each API test file starts a real server on a fresh database: hooks need more than jest's 5 s.
jest.setTimeout(120_000);
