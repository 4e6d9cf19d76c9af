import { createRoot } from 'react-dom/client';
import { Button, Form, Input } from 'antd';

// The least a usable sign-in form needs: two fields and a button, antd's default theme.
function Floor() {
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
    </Form>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
