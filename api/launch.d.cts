// Types of launch.cjs for the TypeScript that starts the server (the API tests).
export function apiProcess(
  root: string,
  env: Record<string, string | undefined>,
): { args: string[]; env: Record<string, string | undefined> };
