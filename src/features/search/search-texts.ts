// The header search's texts, in their own module so the header can name them without loading the
// search box (its Ark combobox and machine arrive after the first paint).
export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search customers, submissions…';
