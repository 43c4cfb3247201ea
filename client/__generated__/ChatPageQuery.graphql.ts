/**
 * @generated SignedSource<<6f8555bf566ce3d7a8e2e7553f2564b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatPageQuery$variables = {
  room: string;
};
export type ChatPageQuery$data = {
  readonly viewer: {
    readonly chat: {
      readonly canPost: boolean;
      readonly isModerator: boolean;
      readonly room: {
        readonly desc: string;
        readonly id: string;
        readonly name: string;
        readonly roomId: string;
        readonly slowModeSeconds: number;
        readonly " $fragmentSpreads": FragmentRefs<"ChatMessages_room">;
      } | null | undefined;
      readonly rooms: ReadonlyArray<{
        readonly count: number;
        readonly id: string;
        readonly name: string;
        readonly roomId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_chat" | "MutedPlayers_chat">;
    };
  };
};
export type ChatPageQuery = {
  response: ChatPageQuery$data;
  variables: ChatPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "room"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canPost",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isModerator",
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roomId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ChatRoom",
  "kind": "LinkedField",
  "name": "rooms",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "room"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "desc",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slowModeSeconds",
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 30
  }
],
v11 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Chat",
            "kind": "LinkedField",
            "name": "chat",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "ChatRoom",
                "kind": "LinkedField",
                "name": "room",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChatMessages_room"
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatComposer_chat"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MutedPlayers_chat"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Chat",
            "kind": "LinkedField",
            "name": "chat",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "ChatRoom",
                "kind": "LinkedField",
                "name": "room",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v10/*:: as any*/),
                    "concreteType": "ChatRoomMessagesConnection",
                    "kind": "LinkedField",
                    "name": "messages",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChatRoomMessagesConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ChatMessage",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
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
                                "selections": (v11/*:: as any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "__typename",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cursor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PageInfo",
                        "kind": "LinkedField",
                        "name": "pageInfo",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hasPreviousPage",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "startCursor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "kind": "ClientExtension",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__id",
                            "storageKey": null
                          }
                        ]
                      }
                    ],
                    "storageKey": "messages(last:30)"
                  },
                  {
                    "alias": null,
                    "args": (v10/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "ChatMessages_messages",
                    "kind": "LinkedHandle",
                    "name": "messages"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxMessageLength",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatAuthor",
                "kind": "LinkedField",
                "name": "mutedAuthors",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ed4498ed4a054776e6c1cc5698ec2199",
    "id": null,
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": "query ChatPageQuery(\n  $room: ID!\n) {\n  viewer {\n    chat {\n      canPost\n      isModerator\n      rooms {\n        id\n        roomId\n        name\n        count\n      }\n      room(id: $room) {\n        id\n        roomId\n        name\n        desc\n        slowModeSeconds\n        ...ChatMessages_room\n      }\n      ...ChatComposer_chat\n      ...MutedPlayers_chat\n      id\n    }\n  }\n}\n\nfragment ChatComposer_chat on Chat {\n  maxMessageLength\n}\n\nfragment ChatMessage_message on ChatMessage {\n  id\n  body\n  createdAt\n  mine\n  author {\n    id\n    username\n    userIconUrl\n  }\n}\n\nfragment ChatMessages_room on ChatRoom {\n  roomId\n  messages(last: 30) {\n    edges {\n      node {\n        id\n        ...ChatMessage_message\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n  }\n  id\n}\n\nfragment MutedPlayers_chat on Chat {\n  mutedAuthors {\n    id\n    username\n    userIconUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "137b85ad5df56431c095deffa1a48356";

export default node;
