import { KeyRound, Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { signInSummary } from '../../domain/accounts';
import type { Employee } from '../../domain/employee';
import { EMPTY_VALUE, formatNumber } from '../../domain/format';
import { employeeName } from '../../domain/employeeRoster';
import { Avatar, Button, EmailText, surfaceStyle } from '../../ui';
import { editEmployeeHref, employeeHref } from './employee-links';

const cardStyle = cx(surfaceStyle, stack({ gap: '4', boxShadow: 'card', minW: '0', h: 'full' }));
const headStyle = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const nameStyle = css({ fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const mutedStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const contactStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' });
const lineStyle = flex({ align: 'center', gap: '2', minW: '0', overflowWrap: 'anywhere' });
const iconStyle = css({ color: 'fg.muted', flexShrink: 0 });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto' });

/** The roster's count under its title: '12 employees'. */
export const employeeCount = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'employee' : 'employees'}`;

/**
 * One roster card (the list item's content): initials, name, role, email, phone, View profile and Edit
 * (seed B §2), and what the person may do when signed in (issue 38).
 */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const nameId = useId();
  const name = employeeName(employee);
  return (
    <div className={cardStyle}>
      <div className={headStyle}>
        <Avatar name={name} />
        <div className={css({ minW: '0' })}>
          <h2 id={nameId} className={nameStyle}>
            {name}
          </h2>
          <p className={mutedStyle}>{employee.role.trim() || EMPTY_VALUE}</p>
        </div>
      </div>
      <div className={contactStyle}>
        <span className={lineStyle}>
          <Mail size={16} aria-hidden className={iconStyle} />
          <span className={css({ srOnly: true })}>Email: </span>
          {employee.email.trim() ? <EmailText email={employee.email.trim()} /> : EMPTY_VALUE}
        </span>
        <span className={lineStyle}>
          <Phone size={16} aria-hidden className={iconStyle} />
          <span className={css({ srOnly: true })}>Phone: </span>
          {employee.phone.trim() || EMPTY_VALUE}
        </span>
        <span className={lineStyle}>
          <KeyRound size={16} aria-hidden className={iconStyle} />
          <span className={css({ srOnly: true })}>Sign-in access: </span>
          {signInSummary(employee.access, employee.account)}
        </span>
      </div>
      <div className={actionsStyle}>
        <Button asChild size="sm">
          <Link href={employeeHref(employee.id)} aria-describedby={nameId}>
            <UserRound size={16} aria-hidden />
            View profile
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link href={editEmployeeHref(employee.id)} aria-describedby={nameId}>
            <Pencil size={16} aria-hidden />
            Edit
          </Link>
        </Button>
      </div>
    </div>
  );
}
