import { afterAll } from 'vitest';
import { closeMaintenance } from './postgres';

// A setup file of the PostgreSQL project, so it runs for every test file although the files share their
// modules: at each file's end its CREATE/DROP DATABASE pool waits for the drops and closes.
afterAll(() => closeMaintenance());
