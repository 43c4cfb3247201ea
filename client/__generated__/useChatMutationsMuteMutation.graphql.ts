/**
 * @generated SignedSource<<62edce7c3ce8198df0aae51bcb404972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MuteChatPlayerInput = {
  authorId: string;
  muted: boolean;
};
export type useChatMutationsMuteMutation$variables = {
  input: MuteChatPlayerInput;
};
export type useChatMutationsMuteMutation$data = {
  readonly muteChatPlayer: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    readonly __typename: "MuteChatPlayerSuccess";
    readonly chat: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MutedPlayers_chat">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsMuteMutation = {
  response: useChatMutationsMuteMutation$data;
  variables: useChatMutationsMuteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatMutationsMuteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "muteChatPlayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chat",
                "kind": "LinkedField",
                "name": "chat",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MutedPlayers_chat"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MuteChatPlayerSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsMuteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "muteChatPlayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chat",
                "kind": "LinkedField",
                "name": "chat",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatAuthor",
                    "kind": "LinkedField",
                    "name": "mutedAuthors",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userIconUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MuteChatPlayerSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4666074b49d6b47676c3a94223142c62",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsMuteMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsMuteMutation(\n  $input: MuteChatPlayerInput!\n) {\n  muteChatPlayer(input: $input) {\n    __typename\n    ... on MuteChatPlayerSuccess {\n      chat {\n        id\n        ...MutedPlayers_chat\n      }\n    }\n    ... on ChatError {\n      message\n    }\n  }\n}\n\nfragment MutedPlayers_chat on Chat {\n  mutedAuthors {\n    id\n    username\n    userIconUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "794e0237d46a175ad1acc001463d929f";

export default node;
