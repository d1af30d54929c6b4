/**
 * Default implementation of an actor the app must provide: it fails loudly, naming the machine and
 * the actor, so a missing `.provide()` shows up at once instead of hanging a state.
 */
export function notProvided(machine: string, actor: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${machine}: the app must provide the "${actor}" actor`));
}

/** Trims and lower-cases an email address, as every form does before sending it. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A light shape check; the forms run the full validation before sending. */
export const looksLikeEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
