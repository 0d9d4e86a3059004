import { getRollDirection } from '@core/counter/engine/number-run';
import { isRightToLeft } from '@core/counter/locale/unit-words';
import { progressWordsText } from '@core/counter/progress-words';
import { markAt } from '@core/painter/display-rules';
import { type CSSProperties, useRef } from 'react';
import { CountdownDigits, NumberDigits, ProgressReadout } from './counter-faces';
import { GlyphStyleRules } from './digit-string';
import { defaultLocale, describeFace, rootVars } from './display-model';
import './counter-display.css';
import './digits.css';
import './countdown.css';
import { CounterLogo } from './counter-logo';
import { SocialIcon } from './social-icon';
import type { CounterDisplayProps } from './types';
import { useCounterFont } from './use-counter-font';
import { useFitBox } from './use-fit-box';
import { useTitleLines } from './use-title-lines';

/**
 * The one counter renderer (viewer, embed, form preview, demo). Everything is React text, never
 * HTML, so a title like <img onerror=...> stays inert.
 */
export function CounterDisplay({
  settings: s,
  face,
  completed,
  variant = 'card',
  transparent = false,
  animationKey = 0,
  className,
  locale = defaultLocale(),
  progressText,
  hideProgress = false,
  animateOnMount = true,
  placeholder,
  placeholderLabel,
  direction,
  digits,
  footer = null,
}: CounterDisplayProps) {
  useCounterFont(s.fontStyle);
  // The mark at each position: the uploaded logo, else the social icon (display-rules.ts).
  const iconAt = (position: typeof s.iconPosition) => {
    if (!markAt(s, position)) return null;
    return s.logo ? (
      <CounterLogo hash={s.logo} at={position} />
    ) : (
      <SocialIcon name={s.socialIcon} at={position} />
    );
  };
  const faceStyle = {
    settings: s,
    animationKey,
    animateOnMount,
  };
  const style = rootVars(s, face, transparent) as CSSProperties;
  const overtime = face.kind === 'countdown' && face.overtime === true;
  const TitleTag = variant === 'fullscreen' ? 'h1' : 'p';
  const showDigits = !(completed && face.kind === 'countdown');
  const titleIcon = markAt(s, 'title-left') || markAt(s, 'title-right');
  const hasTitle = s.title.trim() !== '' || titleIcon;
  // An icon beside the title stands against its words, by its first line (use-title-lines.ts).
  // On the share page only: an embed's column is sized by its content to fit the frame
  // (fit-frame.ts), and a title box fitted to its lines would narrow that column in turn.
  const titleText = useRef<HTMLSpanElement>(null);
  useTitleLines(titleText, titleIcon && variant === 'fullscreen', s.title);
  // A preview's box has a fixed shape: the stack is scaled to fit it, never cropped (use-fit-box.ts).
  const root = useRef<HTMLDivElement>(null);
  const stack = useRef<HTMLDivElement>(null);
  useFitBox(root, stack, variant === 'preview');

  return (
    <div
      ref={root}
      className={className ? `cs-display ${className}` : 'cs-display'}
      data-variant={variant}
      data-transparent={transparent ? '' : undefined}
      data-completed={completed ? '' : undefined}
      data-overtime={overtime ? '' : undefined}
      data-warn={face.kind === 'countdown' && face.warn ? '' : undefined}
      // The counter's language (issue #17): its words, and right-to-left layout for Arabic.
      lang={s.locale}
      dir={s.locale && isRightToLeft(s.locale) ? 'rtl' : undefined}
      data-testid="counter-display"
      style={style}
    >
      <div ref={stack} className="cs-stack">
        {iconAt('top')}
        {s.avatarUrl ? (
          <img className="cs-avatar" src={s.avatarUrl} alt="" referrerPolicy="no-referrer" />
        ) : null}
        {hasTitle && (
          <TitleTag className="cs-title" data-testid="counter-title">
            {iconAt('title-left')}
            <span ref={titleText} className="cs-title-text">
              {s.title}
            </span>
            {iconAt('title-right')}
          </TitleTag>
        )}
        {iconAt('counter-top')}
        {overtime && s.completionMessage.trim() !== '' && (
          <p className="cs-complete cs-overtime-label" data-testid="completion-message">
            {s.completionMessage}
          </p>
        )}
        {showDigits && (
          <div className="cs-row" data-testid="counter-digits">
            {iconAt('left')}
            {digits ??
              (face.kind === 'number' ? (
                <NumberDigits
                  value={face.value}
                  direction={direction ?? getRollDirection(face.value, s)}
                  locale={locale}
                  placeholder={placeholder}
                  {...faceStyle}
                />
              ) : (
                <CountdownDigits parts={face.parts} overtime={overtime} {...faceStyle} />
              ))}
            {iconAt('right')}
          </div>
        )}
        {showDigits && <GlyphStyleRules style={s.animationStyle} />}
        {showDigits && !digits && (
          <span className="cs-sr">{placeholder ? placeholderLabel : describeFace(face, locale, s)}</span>
        )}
        {face.kind === 'number' && !hideProgress && (
          <ProgressReadout
            progress={face.progress}
            text={progressText ?? progressWordsText(face.value, face.progress, s, locale)}
          />
        )}
        {completed && s.completionMessage.trim() !== '' && (
          <p
            className="cs-complete"
            data-replaces={face.kind === 'countdown' ? '' : undefined}
            data-testid="completion-message"
          >
            {s.completionMessage}
          </p>
        )}
        {iconAt('bottom')}
        {footer}
      </div>
    </div>
  );
}
