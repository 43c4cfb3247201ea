/**
 * @generated SignedSource<<676d768200f208de990faddf6dbc09d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessagesSubscription$variables = {
  connections: ReadonlyArray<string>;
  room: string;
};
export type ChatMessagesSubscription$data = {
  readonly chatRoom: {
    readonly hiddenMessageId: string | null | undefined;
    readonly posted: {
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
    } | null | undefined;
  } | null | undefined;
};
export type ChatMessagesSubscription = {
  response: ChatMessagesSubscription$data;
  variables: ChatMessagesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "room"
},
v2 = [
  {
    "kind": "Variable",
    "name": "roomId",
    "variableName": "room"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenMessageId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "connections",
  "variableName": "connections"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatMessagesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ChatRoomUpdate",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "posted",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatMessage_message"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChatMessagesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ChatRoomUpdate",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "posted",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatAuthor",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "posted",
            "handleArgs": [
              (v5/*:: as any*/),
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ChatRoomMessagesConnectionEdge"
              }
            ]
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "hiddenMessageId",
            "handleArgs": [
              (v5/*:: as any*/)
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "90a19cfd5f2d519f578c14c6a1f4ad3f",
    "id": null,
    "metadata": {},
    "name": "ChatMessagesSubscription",
    "operationKind": "subscription",
    "text": "subscription ChatMessagesSubscription(\n  $room: ID!\n) {\n  chatRoom(roomId: $room) {\n    posted {\n      ...ChatMessage_message\n      id\n    }\n    hiddenMessageId\n  }\n}\n\nfragment ChatMessage_message on ChatMessage {\n  id\n  body\n  createdAt\n  mine\n  author {\n    id\n    username\n    userIconUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6c9ca5d8a668d166e3f6abf00033206";

export default node;
