/**
 * A demo area whose code loads on its first call (decision 0303): every Backend call is already
 * asynchronous, so a screen cannot tell, and a first visit does not fetch the areas it never opens.
 * `methods` names every method of the area; the type makes a missing one a compile error.
 */
export function lazyArea<Api extends object>(
  load: () => Promise<Api>,
  methods: { readonly [Name in keyof Api]: true },
): Api {
  let area: Promise<Api> | null = null;
  const forward =
    (name: keyof Api) =>
    async (...args: unknown[]) => {
      const api = await (area ??= load());
      const method = api[name] as (...callArgs: unknown[]) => Promise<unknown>;
      return method.apply(api, args);
    };
  // The keys are exactly Api's (checked above) and each forwards to the loaded area's method.
  return Object.fromEntries(Object.keys(methods).map((name) => [name, forward(name as keyof Api)])) as Api;
}
