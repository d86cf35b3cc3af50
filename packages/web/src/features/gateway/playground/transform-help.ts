import type { TransformType } from '@store-console/contract';

/**
 * What each transform type is given and what it answers, shown under the step's type in the
 * playground (as the server runs them: modules/gateway/transforms/). A step sees the body only:
 * the message's headers and the integration's settings are not passed to it.
 */
export const transformHelp: Record<TransformType, string> = {
  RAW: 'Passes the body on unchanged, relabelled with the output content type.',
  AUTO: 'Converts the body between JSON, XML and form (keys that are no XML names as _xHHHH_); to text it passes it on.',
  JAVASCRIPT:
    'An expression or a function body given `input` (the body, parsed when it is JSON) and `contentType`; its value is the output (a string as it is, anything else as JSON). Headers and settings are not passed.',
  XSLT: 'A stylesheet applied to the body, which must be XML (an AUTO step first turns JSON into XML).',
  JOLT: 'A JOLT chain (shift, default, remove, sort, cardinality, modify) applied to the body as JSON.',
  THYMELEAF: `A template whose model is the body's fields (JSON, XML or form; other text as 'input'). Text mode: [[\${path}]], [(\${path})], [# th:each], [# th:if], [# th:unless]; markup templates use th: attributes.`,
  HANDLEBARS:
    'A template whose model is the body (JSON, XML or form, parsed; other text as it is); `{{json value}}` writes a value as JSON.',
};
