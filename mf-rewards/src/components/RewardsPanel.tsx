import { Card } from 'antd';

export function RewardsPanel() {
  return <Card title="Rewards Status">Loading...</Card>;
}
