import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spin } from 'antd';

/** Spec 001 §2: with a `code` query parameter go to /home, otherwise to /login. */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(params.get('code') ? '/home' : '/login', { replace: true });
  }, [params, navigate]);
  return (
    <div style={{ padding: 64, textAlign: 'center' }}>
      <Spin />
      <p>Processing login...</p>
    </div>
  );
}
