/**
 * @generated SignedSource<<8bf12b322a00078c3907c69d3cd12b82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportChatMessageInput = {
  messageId: string;
  reason?: string | null | undefined;
};
export type useChatMutationsReportMutation$variables = {
  input: ReportChatMessageInput;
};
export type useChatMutationsReportMutation$data = {
  readonly reportChatMessage: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsReportMutation = {
  response: useChatMutationsReportMutation$data;
  variables: useChatMutationsReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportChatMessage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ChatError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatMutationsReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8ba62aee72a56cd5868f77e58e5f5108",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsReportMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsReportMutation(\n  $input: ReportChatMessageInput!\n) {\n  reportChatMessage(input: $input) {\n    __typename\n    ... on ChatError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d15b4ee1aad848141771510885a3beb";

export default node;
