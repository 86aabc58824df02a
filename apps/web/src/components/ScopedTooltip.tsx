// antd's Tooltip inside the antd scope, for tooltips fetched lazily from plain-markup parts (home page, shell).
import Tooltip from 'antd/es/tooltip';
import { withAntdScope } from '../app/AntdScope.tsx';

export default withAntdScope(Tooltip);
