import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './tooltip.module.css';

type ChildProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-label'?: string | undefined;
  title?: string | undefined;
};

type Props = {
  /** Nothing shows for an empty title. */
  title: string;
  placement?: 'bottom' | 'right';
  /**
   * The title describes the child (`aria-describedby` while shown, its `title` otherwise) instead
   * of naming it (`aria-label`), as MUI's `describeChild`.
   */
  describeChild?: boolean;
  children: ReactElement<ChildProps>;
};

const enterDelay = 100;
/** MUI's distance from the anchor (its tooltip's margin). */
const gap = 14;

/**
 * MUI's Tooltip without MUI (issue 31: the first screen without MUI): shown 100 ms after the
 * pointer enters the child or at once when it gets the focus other than by a press, hidden when it leaves or on
 * Escape; below the child (above when there is no room) or to its right, kept in the window.
 */
export function Tooltip({ title, placement = 'bottom', describeChild = false, children }: Props) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A focus that follows a press is the pointer's, not the keyboard's: no tooltip for it.
  const pressed = useRef(false);
  const open = anchor !== null && title !== '';
  const show = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(element), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      setAnchor(null);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open]);

  const { props } = children;
  const named = describeChild
    ? { title: open ? undefined : title || undefined, 'aria-describedby': open ? id : undefined }
    : { 'aria-label': title || undefined };
  return (
    <>
      {cloneElement(children, {
        ...named,
        ...props,
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          props.onPointerDown?.(event);
          pressed.current = true;
          // The press's focus comes in the same task.
          setTimeout(() => {
            pressed.current = false;
          }, 0);
        },
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          props.onMouseEnter?.(event);
          show(event.currentTarget, enterDelay);
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          props.onMouseLeave?.(event);
          hide();
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          props.onFocus?.(event);
          if (!pressed.current) show(event.currentTarget, 0);
          pressed.current = false;
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          props.onBlur?.(event);
          hide();
        },
      })}
      {open ? <Bubble id={id} anchor={anchor} placement={placement} title={title} /> : null}
    </>
  );
}

function Bubble({
  id,
  anchor,
  placement,
  title,
}: {
  id: string;
  anchor: HTMLElement;
  placement: 'bottom' | 'right';
  title: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bubble = ref.current;
    if (!bubble) return;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const { width, height } = bubble.getBoundingClientRect();
      const clamp = (value: number, room: number) => Math.max(0, Math.min(value, room));
      let top: number;
      let left: number;
      if (placement === 'right') {
        left = box.right + gap;
        top = clamp(box.top + box.height / 2 - height / 2, window.innerHeight - height);
      } else {
        left = clamp(box.left + box.width / 2 - width / 2, window.innerWidth - width);
        top = box.bottom + gap;
        if (top + height > window.innerHeight && box.top - gap - height >= 0) top = box.top - gap - height;
      }
      // Whole pixels, as MUI's Popper places it: no blurred edge.
      bubble.style.top = `${Math.round(top)}px`;
      bubble.style.left = `${Math.round(left)}px`;
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, placement]);
  return createPortal(
    <div ref={ref} id={id} role="tooltip" className={styles.tooltip}>
      {title}
    </div>,
    document.body,
  );
}
