/**
 * @generated SignedSource<<d7ef70e91ce481fc27ccea181cf41ef3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppQuery$variables = Record<PropertyKey, never>;
export type AppQuery$data = {
  readonly dataDate: string;
  readonly portal: {
    readonly description: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"SignInDialog_portal">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"Session_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};
export type AppQuery = {
  response: AppQuery$data;
  variables: AppQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dataDate",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Portal",
        "kind": "LinkedField",
        "name": "portal",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SignInDialog_portal"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Session_viewer"
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Header_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Portal",
        "kind": "LinkedField",
        "name": "portal",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SignInProvider",
            "kind": "LinkedField",
            "name": "signInProviders",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gems",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokens",
                "storageKey": null
              },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "GamesMenuSection",
        "kind": "LinkedField",
        "name": "gamesMenu",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "games",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7c4d8f25810284b32fc3f37b1966ddc2",
    "id": null,
    "metadata": {},
    "name": "AppQuery",
    "operationKind": "query",
    "text": "query AppQuery {\n  portal {\n    name\n    description\n    ...SignInDialog_portal\n  }\n  viewer {\n    ...Session_viewer\n  }\n  dataDate\n  ...Header_query\n}\n\nfragment GamesMenu_query on Query {\n  gamesMenu {\n    category {\n      id\n      name\n    }\n    games {\n      id\n      code\n      slug\n      name\n    }\n  }\n}\n\nfragment HeaderBalances_viewer on Viewer {\n  status\n  player {\n    id\n    gems\n    tokens\n  }\n}\n\nfragment Header_query on Query {\n  portal {\n    name\n  }\n  viewer {\n    ...HeaderBalances_viewer\n    ...SignInArea_viewer\n  }\n  ...GamesMenu_query\n}\n\nfragment Session_viewer on Viewer {\n  status\n}\n\nfragment SignInArea_viewer on Viewer {\n  ...UserMenu_viewer\n}\n\nfragment SignInDialog_portal on Portal {\n  name\n  signInProviders {\n    id\n    name\n  }\n}\n\nfragment UserMenu_viewer on Viewer {\n  email\n  player {\n    username\n    userIconUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d41e13d6adc85d6cd295841c4201cbd";

export default node;
