import { type RefObject, useEffect } from 'react';
import { keepFitted } from './fit-scale';

/**
 * A preview box has a fixed shape (16:9): the counter's stack (mark, title, digits, progress,
 * message) is laid out at the box's width and scaled down, by `--cs-fit` on the stack, until it
 * also fits the box's height inside the display's padding. Without it a tall stack overflows the
 * centred box at both ends, and a logo above the title loses its top.
 */
export function useFitBox(
  display: RefObject<HTMLElement | null>,
  stack: RefObject<HTMLElement | null>,
  active: boolean,
) {
  useEffect(() => {
    const box = display.current;
    const column = stack.current;
    if (!active || !box || !column) return;
    const room = () => {
      const style = getComputedStyle(box);
      const px = (value: string) => Number.parseFloat(value) || 0;
      return {
        width: box.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
        height: box.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
      };
    };
    const { stop } = keepFitted(column, room, column, [box]);
    return () => {
      stop();
      column.style.removeProperty('--cs-fit');
    };
  }, [display, stack, active]);
}
