import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Input, Space, Typography } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import type { LineResult } from '../api/cart';
import { useCartAdd } from '../api/cartQueries';
import { useT } from '../i18n';
import { LineResults } from './LineResults';
import { linesNotAdded } from './pastedLines';
import { wasAdded } from './resultWords';

/**
 * Paste lines or upload a CSV (`part, quantity` a line), sent as text to the cart, which answers
 * each line. Every result is listed; the lines that were not added stay in the box as they were
 * written, so the user fixes them and sends them again. Nothing is lost: a refused request (a
 * malformed line) leaves the text as it was.
 */
export function PasteLines() {
  const t = useT();
  const [text, setText] = useState('');
  const [results, setResults] = useState<LineResult[] | null>(null);
  const add = useCartAdd(t('No dealer selected'));
  const file = useRef<HTMLInputElement>(null);

  const send = async (sent: string) => {
    if (!sent.trim()) return;
    try {
      const outcome = await add.mutateAsync({ kind: 'text', text: sent });
      setResults(outcome.results);
      setText(linesNotAdded(sent, outcome.results));
    } catch {
      setResults(null); // the error is shown; the text stays
    }
  };
  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const content = await f.text();
    setText(content);
    await send(content);
  };
  const kept = results?.filter((r) => !wasAdded(r)).length ?? 0;
  return (
    <section aria-labelledby="paste-title" style={{ marginTop: 24 }}>
      <Typography.Title level={3} id="paste-title" style={{ fontSize: 18 }}>
        {t('Paste lines or upload a CSV')}
      </Typography.Title>
      <label htmlFor="cart-paste" style={{ display: 'block', marginBottom: 4 }}>
        {t('Lines to add (part, quantity)')}
      </label>
      <Input.TextArea
        id="cart-paste"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('cart.pasteExample')}
        style={{ fontFamily: 'monospace', maxWidth: 560 }}
      />
      <Space wrap style={{ display: 'flex', marginTop: 8 }}>
        <Button
          type="primary"
          loading={add.isPending}
          disabled={!text.trim()}
          onClick={() => void send(text)}
        >
          {t('Add lines')}
        </Button>
        <Button onClick={() => file.current?.click()} disabled={add.isPending}>
          {t('Upload a CSV file')}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={t('Upload a CSV file')}
          data-testid="cart-csv"
          onChange={(e) => void chosen(e)}
          style={{ display: 'none' }}
        />
      </Space>
      {add.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={errorMessage(add.error, t('Failed to add to the cart'))}
        />
      )}
      {results && (
        <div role="status" style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('cart.results', { n: results.length })}</Typography.Text>
          <LineResults results={results} label={t('Results of the lines sent')} />
          {kept > 0 && <Typography.Text>{t('cart.kept', { n: kept })}</Typography.Text>}
        </div>
      )}
    </section>
  );
}
