// The fake OpenAI-compatible model service, where the server's tests and the browser journeys look for their
// helpers; it lives with the menu reader, whose own tests use it too and may import nothing of the server.
export {
  type FakeModelService,
  type ModelServiceRequest,
  type ModelUsage,
  startFakeModelService,
} from '#menu-reader/model-reading/fake-model-service.ts'
