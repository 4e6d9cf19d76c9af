import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you asked for does not exist."
      extra={
        <Link to="/home">
          <Button type="primary">Back to the dashboard</Button>
        </Link>
      }
    />
  );
}
