/**
 * @generated SignedSource<<0675ba33d46c200490d3cb1b743e06cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type KeepChatMessageInput = {
  messageId: string;
};
export type useChatMutationsKeepMutation$variables = {
  input: KeepChatMessageInput;
};
export type useChatMutationsKeepMutation$data = {
  readonly keepChatMessage: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsKeepMutation = {
  response: useChatMutationsKeepMutation$data;
  variables: useChatMutationsKeepMutation$variables;
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
    "name": "keepChatMessage",
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
    "name": "useChatMutationsKeepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsKeepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2fba1055e442685dd630ac47b96774ef",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsKeepMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsKeepMutation(\n  $input: KeepChatMessageInput!\n) {\n  keepChatMessage(input: $input) {\n    __typename\n    ... on ChatError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88871c7f1a3ad76a5fb859deb7f4308b";

export default node;
