/** Where the customer's own pages live (src/app/routes.ts names them; features cannot import app). */
export const MY_SUBMISSIONS_PATH = '/my/submissions';
export const MY_DETAILS_PATH = '/my/details';
export const mySubmissionHref = (id: string) => `${MY_SUBMISSIONS_PATH}/${encodeURIComponent(id)}`;
