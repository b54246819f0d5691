import type { StaffEnrolment } from "@cinelux/contract/staff-team";
import { useStaffTexts } from "../../../lib/staff/staff-texts";
import { Button } from "../../../ui";
import { teamTexts } from "../texts";

export interface TeamSecret {
  password?: string;
  enrolment?: StaffEnrolment;
  recoveryCodes?: string[];
}

/**
 * What the server answers once (a first password, a second factor to enrol, recovery codes): shown
 * in the modal that asked for it, never kept anywhere once it closes.
 */
export function SecretView({ secret, onDone }: { secret: TeamSecret; onDone: () => void }) {
  const texts = useStaffTexts(teamTexts);
  return (
    <div className="staff-team__secret">
      <p role="status">{texts.secretIntro}</p>
      {secret.password ? (
        <div>
          <h3>{texts.password}</h3>
          <p>
            <code>{secret.password}</code>
          </p>
        </div>
      ) : null}
      {secret.enrolment ? (
        <div>
          <h3>{texts.qr}</h3>
          <img src={secret.enrolment.qrDataUrl} alt={texts.qr} width={200} height={200} />
          <h3>{texts.key}</h3>
          <p>
            <code>{secret.enrolment.secret}</code>
          </p>
        </div>
      ) : null}
      {secret.recoveryCodes ? (
        <div>
          <h3>{texts.codes}</h3>
          <ul className="staff-team__codes">
            {secret.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="staff-team__modal-actions">
        <Button onClick={onDone}>{texts.noted}</Button>
      </div>
    </div>
  );
}
