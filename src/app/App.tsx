import { css } from 'styled-system/css';

/** Placeholder until the application shell lands: the sign-in page title. */
export function App() {
  return (
    <main className={css({ minH: 'screen', display: 'grid', placeItems: 'center', p: '6' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>Sign in</h1>
    </main>
  );
}
