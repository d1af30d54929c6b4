/** Every form rule of the product, as pure functions returning field → message maps. */
export * from './formRules';
export * from './sessionForms';
export * from './customerForm';
export * from './submissionForm';
export * from './employeeForm';
export * from './workflowForms';
export * from './catalogueForms';
export * from './usStates';
