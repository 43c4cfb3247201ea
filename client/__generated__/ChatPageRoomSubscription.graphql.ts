/**
 * @generated SignedSource<<00065c779b1e36c5e1de33b8ae468629>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatPageRoomSubscription$variables = {
  connections: ReadonlyArray<string>;
  room: string;
};
export type ChatPageRoomSubscription$data = {
  readonly chatRoom: {
    readonly hiddenMessageId: string | null | undefined;
    readonly posted: {
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
    } | null | undefined;
  } | null | undefined;
};
export type ChatPageRoomSubscription = {
  response: ChatPageRoomSubscription$data;
  variables: ChatPageRoomSubscription$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatPageRoomSubscription",
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
    "name": "ChatPageRoomSubscription",
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
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
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
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "hiddenMessageId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "194443dd518f315519734f2fa2d2fe22",
    "id": null,
    "metadata": {},
    "name": "ChatPageRoomSubscription",
    "operationKind": "subscription",
    "text": "subscription ChatPageRoomSubscription(\n  $room: ID!\n) {\n  chatRoom(roomId: $room) {\n    posted {\n      ...ChatMessage_message\n      id\n    }\n    hiddenMessageId\n  }\n}\n\nfragment ChatMessage_message on ChatMessage {\n  id\n  body\n  createdAt\n  mine\n  author {\n    id\n    username\n    userIconUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "977eb875ecd2faa5c09dd44490fcae32";

export default node;
