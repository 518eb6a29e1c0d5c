/**
 * The lobby's own small building blocks: card, button, tag, switch, skeleton, empty state, alert, spinner. The
 * lobby's home is light on a phone network: it loads no Ant Design, whose core alone is about
 * 90 KB of gzip; these look like the console's Ant Design parts (lobby.css) with native elements and roles.
 */
import { type ButtonHTMLAttributes, type ReactNode, useId } from 'react';

export function Card({
  title,
  extra,
  className,
  children,
  ...rest
}: {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <section
      className={`lobby-card${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? id : undefined}
      data-testid={rest['data-testid']}
    >
      {title && (
        <div className="lobby-card-head">
          <h2 className="lobby-card-title" id={id}>
            {title}
          </h2>
          {extra}
        </div>
      )}
      <div className="lobby-card-body">{children}</div>
    </section>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'text';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  'data-testid'?: string;
  'data-track'?: string;
};

export function Button({
  variant = 'default',
  block,
  loading,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['lobby-btn', `lobby-btn-${variant}`, block && 'lobby-btn-block', className].filter(Boolean);
  return (
    <button type={type} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading} {...rest}>
      {loading ? <Spinner small /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

export type TagColor = 'default' | 'green' | 'gold' | 'blue' | 'orange' | 'red';

export function Tag({
  color = 'default',
  children,
  className,
}: {
  color?: TagColor;
  children: ReactNode;
  className?: string;
}) {
  return <span className={`lobby-tag lobby-tag-${color}${className ? ` ${className}` : ''}`}>{children}</span>;
}

/** An on/off switch (role "switch"), named by `aria-label`. */
export function Switch({
  checked,
  onChange,
  loading,
  ...rest
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  loading?: boolean;
  'aria-label': string;
  'data-testid'?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={`lobby-switch${checked ? ' is-on' : ''}`}
      disabled={loading}
      aria-busy={loading}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      <span className="lobby-switch-knob">{loading && <Spinner small />}</span>
    </button>
  );
}

/** Grey bars where content is on its way. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="lobby-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <div key={i} className="lobby-skeleton-row" />
      ))}
    </div>
  );
}

/** A card's "nothing here yet" line. */
export function Empty({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <div className="lobby-empty" {...rest}>
      {children}
    </div>
  );
}

export function Alert({
  type,
  children,
  className,
  onClose,
  closeLabel,
  ...rest
}: {
  type: 'warning' | 'error' | 'info';
  children: ReactNode;
  className?: string;
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role={type === 'info' ? 'status' : 'alert'}
      className={`lobby-alert lobby-alert-${type}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <span className="lobby-alert-text">{children}</span>
      {onClose && (
        <button type="button" className="lobby-alert-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}

export function Spinner({ small, className, label }: { small?: boolean; className?: string; label?: string }) {
  const classes = `lobby-spin${small ? ' lobby-spin-small' : ''}${className ? ` ${className}` : ''}`;
  return label ? <output className={classes} aria-label={label} /> : <span className={classes} aria-hidden />;
}

/** The lobby's page-level spinner (a route or a screen loading). */
export function PageSpinner(props: { 'data-testid'?: string }) {
  return (
    <div className="lobby-spinner" {...props}>
      <Spinner />
    </div>
  );
}
