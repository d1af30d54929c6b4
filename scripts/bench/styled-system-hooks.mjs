// Resolves 'styled-system/<part>' (a Vite alias and a tsconfig path) to Panda's generated
// styled-system/<part>/index.mjs, so the bench can render real screen parts under Node.
const root = new URL('../../styled-system/', import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('styled-system/')) {
    return next(new URL(`${specifier.slice('styled-system/'.length)}/index.mjs`, root).href, context);
  }
  return next(specifier, context);
}
