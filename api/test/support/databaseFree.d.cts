/** The API test files the PostgreSQL run leaves out, by name under api/test. */
export declare const files: string[];
/** jest's --testPathIgnorePatterns for that run. */
export declare const ignorePatterns: string[];
