import { KeyRound, MailPlus, Pencil, Trash2 } from 'lucide-react';
import { HistoryPanel } from '../../kit/history-panel';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import { DetailScreen } from '../../kit/detail-screen';
import { useServices, type ScreenProps } from '../../kit/services';
import { pushToast, useRecordScreen } from '../../kit/screen-actor';
import { toAppError } from '../../domain/errors';
import { accountStateText, signInAccessLabel } from '../../domain/accounts';
import type { Employee } from '../../domain/employee';
import {
  employeeDescription,
  employeeName,
  NO_REVIEW,
  START_DATE_PENDING,
} from '../../domain/employeeRoster';
import { EMPTY_VALUE, formatDate } from '../../domain/format';
import { Avatar, Button, Card, Facts, twoUpStyle } from '../../ui';
import { editEmployeeHref, employeeHref, EMPLOYEES_PATH } from './employee-links';
import { EmployeeNotFound } from './employee-not-found';

const headerStyle = wrap({ align: 'center', justify: 'space-between', gap: '4' });

const orDash = (text: string) => text.trim() || EMPTY_VALUE;

/** The button's and its toasts' texts (no seed text; decision 0251). */
export const CLEAR_SIGN_INS = {
  label: 'Clear failed sign-ins',
  done: 'Failed sign-ins cleared',
  doneMessage: (name: string) => `${name} can sign in again from any address.`,
  failed: 'Unable to clear failed sign-ins',
} as const;

/** 'Resend invitation' and its toasts (issue 38). */
export const RESEND_INVITATION = {
  label: 'Resend invitation',
  done: 'Invitation sent',
  doneMessage: (email: string) => `A new invitation went to ${email}. The earlier link no longer works.`,
  failed: 'Unable to resend the invitation',
} as const;

/**
 * The account buttons mean something only for someone with access: Resend invitation while they have
 * not set a password yet, Clear failed sign-ins once they can sign in.
 */
const canResendInvitation = (employee: Employee) =>
  employee.access !== 'none' && employee.account === 'invited';
const canClearSignIns = (employee: Employee) => employee.access !== 'none' && employee.account === 'active';

/** Employee profile (seed B §2): header, Edit, Delete with confirmation, Role overview, Contact details. */
export default function EmployeeDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<Employee>({
    id,
    load: ({ backend }, employeeId, signal) => backend().employees.get(employeeId, { signal }),
    remove: ({ backend }, employeeId, signal) =>
      backend()
        .employees.remove(employeeId, { signal })
        .catch((error: unknown) => {
          // Seed B §8: a failed delete is only logged; the profile stays as it was.
          console.error('Employee delete failed', error);
          throw error;
        }),
    onRemoved: ({ navigate }) => navigate(EMPLOYEES_PATH),
    label: { path: employeeHref(id), of: employeeName, missing: 'Employee not found' },
    recentView: (employee) => ({
      key: `employee-${employee.id}`,
      name: 'employee-detail',
      params: { id: employee.id },
      label: employeeName(employee),
      description: employeeDescription(employee) || null,
      category: 'Employee',
    }),
  });

  const services = useServices();
  /** A one-off account action: pressing twice is harmless, so it holds no state; a toast says how it went. */
  const accountAction = (
    call: Promise<unknown>,
    texts: { done: string; doneMessage: string; failed: string },
  ) => {
    call.then(
      () =>
        pushToast(services.notifications, { type: 'success', title: texts.done, message: texts.doneMessage }),
      (error: unknown) =>
        pushToast(services.notifications, {
          type: 'error',
          title: texts.failed,
          message: toAppError(error).message,
        }),
    );
  };
  // Someone else's guessing can slow this employee's sign-in; an admin lets them back in (decision 0251).
  const clearSignInFailures = (employee: Employee) =>
    accountAction(services.backend().employees.clearSignInFailures(employee.id), {
      ...CLEAR_SIGN_INS,
      doneMessage: CLEAR_SIGN_INS.doneMessage(employeeName(employee)),
    });
  // A new 72-hour link for someone who has not set a password yet (issue 38).
  const resendInvitation = (employee: Employee) =>
    accountAction(services.backend().employees.resendInvitation(employee.id), {
      ...RESEND_INVITATION,
      doneMessage: RESEND_INVITATION.doneMessage(employee.email),
    });

  return (
    <DetailScreen
      view={view}
      loading="Loading employee profile…"
      // Seed B §8: a profile that is missing or fails to load reads 'Employee not found'.
      missing={() => <EmployeeNotFound />}
      header={(employee) => (
        <EmployeeHeader
          employee={employee}
          actions={
            <>
              <Button asChild>
                <Link href={editEmployeeHref(employee.id)}>
                  <Pencil size={16} aria-hidden />
                  Edit
                </Link>
              </Button>
              {canResendInvitation(employee) && (
                <Button onClick={() => resendInvitation(employee)}>
                  <MailPlus size={16} aria-hidden />
                  {RESEND_INVITATION.label}
                </Button>
              )}
              {canClearSignIns(employee) && (
                <Button onClick={() => clearSignInFailures(employee)}>
                  <KeyRound size={16} aria-hidden />
                  {CLEAR_SIGN_INS.label}
                </Button>
              )}
              <Button variant="danger" onClick={view.remove.request} disabled={view.remove.pending}>
                <Trash2 size={16} aria-hidden />
                Delete
              </Button>
            </>
          }
        />
      )}
      // Seed B §8: a failed delete is only logged (no banner); the profile stays as it was.
      removal={(employee) => ({
        title: `Remove ${employeeName(employee)} from the roster?`,
        message:
          employee.access === 'none'
            ? 'Their profile leaves the employee roster.'
            : 'Their profile leaves the employee roster; they are signed out at once and can no longer sign in.',
        confirm: 'Delete',
      })}
    >
      {(employee) => (
        <>
          <div className={twoUpStyle}>
            <Card title="Role overview" headingLevel={2}>
              <Facts
                items={[
                  ['Started', employee.startDate ? formatDate(employee.startDate) : START_DATE_PENDING],
                  ['Last review', employee.lastReviewAt ? formatDate(employee.lastReviewAt) : NO_REVIEW],
                ]}
              />
            </Card>
            <Card title="Contact details" headingLevel={2}>
              <Facts
                items={[
                  ['Email', orDash(employee.email)],
                  ['Phone', orDash(employee.phone)],
                ]}
              />
            </Card>
            <Card title="Sign-in" headingLevel={2}>
              <Facts
                items={[
                  ['Access', signInAccessLabel(employee.access)],
                  ['Account', accountStateText(employee.access, employee.account)],
                ]}
              />
            </Card>
          </div>
          <HistoryPanel
            key={employee.version}
            recordType="employee"
            recordId={employee.id}
            restoreHref={editEmployeeHref(employee.id)}
          />
        </>
      )}
    </DetailScreen>
  );
}

/** The profile's header: avatar, name and role, with the page's actions (Edit, Delete, …) beside them. */
function EmployeeHeader({ employee, actions }: { employee: Employee; actions: ReactNode }) {
  const name = employeeName(employee);
  return (
    <header className={headerStyle}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' })}>
        <Avatar name={name} size="lg" />
        <div className={css({ minW: '0' })}>
          <h1
            id="page-heading"
            className={css({ fontSize: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
          >
            {name}
          </h1>
          <p className={css({ color: 'fg.muted' })}>{orDash(employee.role)}</p>
        </div>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div>
    </header>
  );
}
