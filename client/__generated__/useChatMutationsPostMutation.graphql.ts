/**
 * @generated SignedSource<<81050cd63b3db3ed1a7901df1288dc3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostChatMessageInput = {
  body: string;
  roomId: string;
};
export type useChatMutationsPostMutation$variables = {
  input: PostChatMessageInput;
};
export type useChatMutationsPostMutation$data = {
  readonly postChatMessage: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsPostMutation = {
  response: useChatMutationsPostMutation$data;
  variables: useChatMutationsPostMutation$variables;
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
    "name": "postChatMessage",
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
    "name": "useChatMutationsPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9477872c17f5f30b94bc5b023205e5fb",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsPostMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsPostMutation(\n  $input: PostChatMessageInput!\n) {\n  postChatMessage(input: $input) {\n    __typename\n    ... on ChatError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4d107d3d19d6d7cb17573c8064e29ab";

export default node;
