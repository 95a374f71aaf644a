import type { TestProject } from 'vitest/node';
import { startPostgres, type TestPostgres } from './support/postgres';

let pg: TestPostgres | undefined;

/** Starts one throwaway PostgreSQL for the whole test run; each test file makes its own databases. */
export async function setup(project: TestProject) {
  pg = await startPostgres();
  project.provide('pgUrl', pg.url);
}

export async function teardown() {
  await pg?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
