// The part of the portal's antd that no first paint of /home or the layout needs: the list and form
// components (Table and Select are most of it). The kit (kit.tsx) loads it as an async chunk of the
// SAME build, so it shares antd's internals (ConfigProvider's context, the theme's cache) with the
// kit's eager part: still one antd on the page (docs/decisions/0065-kit-split-by-route.md).
export {
  AutoComplete,
  Checkbox,
  Descriptions,
  Form,
  InputNumber,
  List,
  Segmented,
  Select,
  Table,
  Tag,
} from 'antd';
