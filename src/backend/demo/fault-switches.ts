/**
 * The demo's fault switches QA meets in the hand-off (decision 0452), for the Demo faults panel and the
 * hand-off's checks: what each one breaks. Apart from faults.ts so the list loads with the panel, not
 * with the app's first script.
 */
export const FAULT_SWITCHES: Readonly<Record<string, string>> = {
  'session.refresh': 'Recovering the session on opening the app',
  'session.currentUser': 'Reading the signed-in user',
  'session.login': 'Signing in (401: wrong email or password)',
  'session.logout': 'Signing out',
  'session.register': 'Creating an account',
  'session.requestPasswordReset': 'Asking for a reset link',
  'session.readPasswordLink': 'Opening a reset or invitation link',
  'session.setPassword': 'Setting a password from a link',
  'session.changePassword': 'Change password in Settings',
  'customers.search': 'The Customers list and the customer box',
  'customers.get': 'Opening a customer',
  'customers.create': 'Creating a customer',
  'customers.update': 'Saving a customer',
  'customers.remove': 'Archiving a customer',
  'submissions.dashboard': 'The dashboard figures',
  'submissions.search': "The Submissions list and a grader order's submission search",
  'cards.list': "A submission's uploaded cards",
  'cards.uploadBatch': 'Uploading cards',
  'cards.describe': "Saving a card's year, set, subject and card number",
  'prescreening.reviewCards': 'Opening a prescreen review',
  'prescreening.saveCard': "Saving a card's prescreen",
  'workflows.forSubmission': "A submission's workflows (each load and reload)",
  'workflows.history': 'The workflow history',
  'workflows.listTypes': 'The workflow types in Start workflow',
  'workflows.start': 'Starting a workflow',
  'workflows.completeStep': 'Mark complete',
  'workflows.cancelStep': 'Cancelling a step',
  'workflows.cancel': 'Cancelling a workflow',
  'workflows.addStep': 'Adding a step',
  'graderOrders.transition': "A grader order's next step",
  'graderOrders.importGrades': "Applying a grader order's grade file",
  'graderOrders.assignCards':
    "Adding a submission's cards to a grader order, or changing a card's declared value",
  'version.read': 'Reading the version file (the update check)',
  'version.newer': 'The version file names a newer build (not a failure)',
};
