import type { ReactNode } from 'react';
import type { useSelectMenu } from './use-select-menu.tsx';

type Props = {
  /** useSelectMenu's combobox props and open state. */
  combobox: ReturnType<typeof useSelectMenu>['combobox'];
  open: boolean;
  labelId: string;
  className: string | undefined;
  /** The arrow's classes, its turned look while open included. */
  arrowClassName: string;
  children: ReactNode;
};

/**
 * A plain select's trigger (MUI's Select display and its arrow): the combobox named by its label,
 * showing the choice, and the drop-down arrow; shared by the select field and the pager's rows
 * per page (issue 31).
 */
export function SelectTrigger({ combobox, open, labelId, className, arrowClassName, children }: Props) {
  return (
    <>
      <div
        role="combobox"
        tabIndex={0}
        aria-expanded={open}
        {...combobox}
        aria-labelledby={labelId}
        className={className}
      >
        {children}
      </div>
      <svg className={arrowClassName} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </>
  );
}
