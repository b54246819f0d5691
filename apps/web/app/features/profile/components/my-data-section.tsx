import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card } from "../../../ui";
import { useExportMyData } from "../api/export-my-data";

function DownloadIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** GDPR art. 15 and 20: everything held on the customer, as one JSON file (docs/my-data.md). */
export function MyDataSection({ language }: { language: Language }) {
  const { t } = useTranslation();
  const mutation = useExportMyData(language);
  const [file, setFile] = useState<string | null>(null);

  async function download() {
    setFile(null);
    try {
      setFile(await mutation.mutateAsync());
    } catch {
      // The default error toast is the query client's (SPEC 8).
    }
  }

  return (
    <Card title={t("Profile.Data.Title")} description={t("Profile.Data.Description")}>
      <p className="profile-data__legal">{t("Profile.Data.Legal")}</p>
      <div className="profile-action">
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon />}
          busy={mutation.isPending}
          onClick={() => void download()}
        >
          {t("Profile.Data.Download")}
        </Button>
        <p className="profile-action__status" role="status">
          {file ? t("Profile.Data.Downloaded", { file }) : null}
        </p>
      </div>
    </Card>
  );
}
