export { checkedOf, firstInvalid, focusField, textOf, useFormCheck, type FieldErrors } from './form-support';
export { fieldRowStyle, formErrorStyle, formStyle, linkRowStyle } from './form-styles';
export { TextAreaField, TextField, type BoundTextField } from './bound-fields';
export { ChangedElsewhereDialog, type ChangedElsewhereChoice } from './changed-elsewhere-dialog';
export { LeaveFormDialog, type LeaveConfirmation } from './leave-form-dialog';
export { FormSection, type FormSectionProps } from './form-section';
