// The account's points and how many drawings they still pay for (balance/2 normal,
// balance/4 specific). Unknown while the first answer is out or when the call failed.
import type { ClientDetail } from '#lib/draw/client.ts';
import { drawingsLeft } from '#lib/draw/shared.ts';
import styles from './draw-dialog.module.css';
import { type DialogStrings, fill } from './strings.ts';

export function AccountLine(props: { account: ClientDetail | null; strings: DialogStrings }) {
  const { account, strings } = props;
  const value = (points: number | undefined) => points ?? strings.unknown;
  return (
    <section className={styles.account} aria-label={strings.account}>
      <dl className={styles.points}>
        <div>
          <dt>{strings.balance}</dt>
          <dd>{value(account?.balance)}</dd>
        </div>
        <div>
          <dt>{strings.used}</dt>
          <dd>{value(account?.used)}</dd>
        </div>
      </dl>
      {account && (
        <p className={styles.left}>
          {fill(strings.drawingsLeft, {
            normal: drawingsLeft(account.balance, 'normal'),
            specific: drawingsLeft(account.balance, 'specific'),
          })}
        </p>
      )}
    </section>
  );
}
