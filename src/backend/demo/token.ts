/** The demo's session token is a fixed string (seed A §9); holding it means signed in. */
export const DEMO_SESSION_TOKEN = 'demo-session-token';
