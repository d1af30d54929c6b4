export {
  describeBackendBehaviour,
  type BehaviourContext,
  type MakeContext,
} from './describeBackendBehaviour';
