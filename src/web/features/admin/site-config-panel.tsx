// The Admin Dashboard's site config (docs/product/site.md#admin): schedule maintenance with a
// message, clear it, set the minimum client version, and read the audit log of every change.
// The config shown is the live one (the site-config topic every page's banner follows), so a
// change made by another admin appears here too.
import { useEffect, useState, type FormEvent } from 'react';
import { AdminSiteConfigSchema, type AdminSiteConfig, type AdminSiteConfigChange } from '../../../contracts/admin.js';
import { MAINTENANCE_MESSAGE_MAX_LENGTH } from '../../../contracts/system.js';
import { siteConfigTopic } from '../../../contracts/topics/site-config.js';
import { TextField } from '../../components/form-field.js';
import { toast } from '../../components/toast/toast.js';
import { apiGet, apiPost } from '../../lib/api-client.js';
import { errorMessage } from '../../lib/error-message.js';
import { useLive } from '../../lib/use-live.js';
import { AdminAuditLog } from './admin-audit-log.js';
import { formatAdminTime } from './admin-time.js';

type Form = 'maintenance' | 'clear' | 'version';

/** A datetime-local value (the browser's time zone) as an ISO instant; null when empty or impossible. */
function localToIso(value: string): string | null {
  const at = new Date(value);
  return value === '' || Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const OUTCOME: Record<AdminSiteConfigChange['action'], string> = {
  scheduleMaintenance: 'Maintenance scheduled. Every open page shows the countdown.',
  clearMaintenance: 'Maintenance cleared.',
  setMinClientVersion: 'Minimum version set. Older pages reload.',
};

export function SiteConfigPanel() {
  const live = useLive(siteConfigTopic.topic({}), siteConfigTopic.snapshot).data;
  const [admin, setAdmin] = useState<AdminSiteConfig | null>(null);
  const [when, setWhen] = useState('');
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState('');
  const [busy, setBusy] = useState<Form | null>(null);
  const [error, setError] = useState<{ form: Form; text: string } | null>(null);
  const liveKey = JSON.stringify(live ?? null);

  // Again whenever the live config changes: the audit log has a new row then.
  useEffect(() => {
    let current = true;
    apiGet('/api/admin/site-config', AdminSiteConfigSchema).then(
      (next) => current && setAdmin(next),
      (failure: unknown) => current && setError({ form: 'maintenance', text: errorMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [liveKey]);

  const config = live ?? admin?.config;

  const send = async (form: Form, change: AdminSiteConfigChange) => {
    setBusy(form);
    setError(null);
    try {
      setAdmin(await apiPost('/api/admin/site-config', change, AdminSiteConfigSchema));
      toast.info(OUTCOME[change.action]);
      if (form === 'maintenance') {
        setWhen('');
        setMessage('');
      }
      if (form === 'version') setVersion('');
    } catch (failure) {
      setError({ form, text: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const maintenanceTime = localToIso(when);
    if (maintenanceTime === null) return setError({ form: 'maintenance', text: 'Pick the date and time maintenance starts.' });
    void send('maintenance', { action: 'scheduleMaintenance', maintenanceTime, message });
  };
  const setMinimum = (event: FormEvent) => {
    event.preventDefault();
    void send('version', { action: 'setMinClientVersion', minClientVersion: version.trim() });
  };
  const errorFor = (form: Form) =>
    error?.form === form ? (
      <p className="form-field__error admin-config__error" role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <section aria-labelledby="admin-config" className="admin-config">
      <h2 id="admin-config" className="admin__section-title">
        Site config
      </h2>
      <dl className="admin-config__now">
        <div>
          <dt>Maintenance</dt>
          <dd data-testid="admin-maintenance">
            {config === undefined ? '–' : config.maintenanceTime === null ? 'None scheduled' : formatAdminTime(config.maintenanceTime)}
            {config?.maintenanceMessage && <span className="admin-config__message">“{config.maintenanceMessage}”</span>}
          </dd>
        </div>
        <div>
          <dt>Minimum version</dt>
          <dd className="tabular" data-testid="admin-min-version">
            {config?.minClientVersion ?? '–'}
          </dd>
        </div>
      </dl>
      {config?.maintenanceTime && (
        <div className="admin-config__clear">
          <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void send('clear', { action: 'clearMaintenance' })}>
            Clear maintenance
          </button>
          {errorFor('clear')}
        </div>
      )}

      <form className="admin-config__form" onSubmit={schedule} aria-labelledby="admin-schedule">
        <h3 id="admin-schedule" className="admin-config__form-title">
          Schedule maintenance
        </h3>
        <div className="form-field">
          <label className="form-field__label" htmlFor="admin-maintenance-time">
            Starts at (your time)
          </label>
          <input id="admin-maintenance-time" className="form-field__input" type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </div>
        <TextField
          id="admin-maintenance-message"
          label="Message on the banner"
          optional
          value={message}
          onChange={setMessage}
          maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
          hint="One line. Empty: 'Sportsball will be back a few minutes later.'"
        />
        {errorFor('maintenance')}
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === 'maintenance' ? 'Scheduling…' : 'Schedule maintenance'}
        </button>
      </form>

      <form className="admin-config__form" onSubmit={setMinimum} aria-labelledby="admin-version">
        <h3 id="admin-version" className="admin-config__form-title">
          Minimum client version
        </h3>
        <TextField id="admin-version-input" label="Version (x.y.z)" value={version} onChange={setVersion} maxLength={20} placeholder="1.4.0" narrow hint="Pages older than this reload themselves." />
        {errorFor('version')}
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === 'version' ? 'Setting…' : 'Set minimum version'}
        </button>
      </form>

      <AdminAuditLog entries={admin?.audit} />
    </section>
  );
}
