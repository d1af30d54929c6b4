export const GRADING_PATH = '/grading';
export const NEW_ORDER_PATH = '/grading/new';
export const orderHref = (id: string) => `/grading/${encodeURIComponent(id)}`;
export const editOrderHref = (id: string) => `${orderHref(id)}/edit`;
/** /grading?out=yes: the orders the dashboard's 'Cards out for grading' counts (decision 0481). */
export const OUT_FILTER = 'out';
