import { configure } from '@testing-library/react';

// An antd dialog re-rendering in jsdom takes over a second on this busy 2-core machine, so
// testing-library's 1 s default for findBy / waitFor failed tests for the load, not for a fault
// (the server's message on the e-mail field, seen once). A wait ends as soon as its condition
// holds; only a real absence now waits the full 10 s, well inside jest's 30 s per test.
configure({ asyncUtilTimeout: 10_000 });
