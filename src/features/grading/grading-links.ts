export const GRADING_PATH = '/grading';
export const NEW_ORDER_PATH = '/grading/new';
export const orderHref = (id: string) => `/grading/${encodeURIComponent(id)}`;
export const editOrderHref = (id: string) => `${orderHref(id)}/edit`;
