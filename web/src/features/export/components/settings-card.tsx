import type { CounterDetail } from '@core/api/counters';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { FileJson, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useImportCounter } from '../api/import-counter';
import { downloadBlob, settingsFileName } from '../settings/file-names';
import { buildSettingsFile, parseSettingsFile } from '../settings/settings-file';
import { ExportSection } from './export-section';

// Settings as a JSON file, and a new counter from such a file. The file is checked here with the
// core schema first, so a bad file gets a clear message and never reaches the server.
export function SettingsCard({ counter }: { counter: CounterDetail }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportCounter();
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CounterDetail | null>(null);

  const download = () => {
    const file = buildSettingsFile(counter, new Date());
    const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
    downloadBlob(blob, settingsFileName(counter.name));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after a fix
    if (!file) return;
    setProblem(null);
    setCreated(null);
    const parsed = parseSettingsFile(await file.text());
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    importer.mutate(parsed.body, {
      onSuccess: setCreated,
      onError: (err) => setProblem(`The counter was not imported. ${serverMessage(err)}`),
    });
  };

  return (
    <ExportSection
      icon={FileJson}
      title="Settings"
      description="Back up this design, share it with a teammate, or start a new counter from a file."
    >
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download}>
          <FileJson aria-hidden />
          Download settings JSON
        </Button>
        <Button variant="outline" loading={importer.isPending} onClick={() => input.current?.click()}>
          {!importer.isPending && <Upload aria-hidden />}
          Import from file
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Settings file to import"
          data-testid="import-file"
          onChange={onFile}
        />
      </div>
      {problem && <Alert data-testid="import-error">{problem}</Alert>}
      {created && (
        <Alert variant="success" data-testid="import-success">
          Imported as a new counter, “{created.name}”.{' '}
          <Link href={`/counter/${encodeURIComponent(created.id)}/edit`} className="font-semibold underline">
            Open it
          </Link>{' '}
          or{' '}
          <Link href="/account" className="font-semibold underline">
            go to your dashboard
          </Link>
          .
        </Alert>
      )}
    </ExportSection>
  );
}
