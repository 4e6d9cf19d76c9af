/** The API test files that never reach a database, by name under api/test. */
export declare const files: string[];
/** The API test files the same on both engines, by name under api/test. */
export declare const sameOnBothEngines: string[];
/** jest's --testPathIgnorePatterns for the PostgreSQL run: both lists left out. */
export declare const ignorePatterns: string[];
