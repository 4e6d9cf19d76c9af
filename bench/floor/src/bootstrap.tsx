import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Form, Input } from 'antd';

// The least a usable sign-in form needs: two fields and a button, antd's default theme. Its
// search field echoes what is typed: the key echo bench/search.mjs takes as the floor of a
// keystroke reflected on screen (the same browser, the same moment).
function Floor() {
  const [typed, setTyped] = useState('');
  return (
    <Form layout="vertical" style={{ maxWidth: 360, margin: '64px auto' }}>
      <Form.Item label="E-mail" name="email">
        <Input type="email" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        Sign in
      </Button>
      <Input
        aria-label="Search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        style={{ marginTop: 24 }}
      />
      <output id="echo">{typed}</output>
    </Form>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
