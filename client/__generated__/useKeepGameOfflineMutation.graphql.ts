/**
 * @generated SignedSource<<c99d516e416470aa9882286cf306ccfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueOfflineSeedsInput = {
  daily?: boolean | null | undefined;
  game: string;
  options?: any | null | undefined;
};
export type useKeepGameOfflineMutation$variables = {
  input: IssueOfflineSeedsInput;
};
export type useKeepGameOfflineMutation$data = {
  readonly issueOfflineSeeds: {
    readonly __typename: "OfflineSeeds";
    readonly seeds: ReadonlyArray<{
      readonly dailyDate: string | null | undefined;
      readonly expiresAt: string;
      readonly issuedAt: string;
      readonly options: any;
      readonly rulesVersion: number;
      readonly seed: string;
      readonly token: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useKeepGameOfflineMutation = {
  response: useKeepGameOfflineMutation$data;
  variables: useKeepGameOfflineMutation$variables;
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
    "name": "issueOfflineSeeds",
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
            "concreteType": "OfflineSeed",
            "kind": "LinkedField",
            "name": "seeds",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "options",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dailyDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rulesVersion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "issuedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OfflineSeeds",
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
    "name": "useKeepGameOfflineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useKeepGameOfflineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "097ae6ea66629e5254d8575741e51956",
    "id": null,
    "metadata": {},
    "name": "useKeepGameOfflineMutation",
    "operationKind": "mutation",
    "text": "mutation useKeepGameOfflineMutation(\n  $input: IssueOfflineSeedsInput!\n) {\n  issueOfflineSeeds(input: $input) {\n    __typename\n    ... on OfflineSeeds {\n      seeds {\n        token\n        seed\n        options\n        dailyDate\n        rulesVersion\n        issuedAt\n        expiresAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bee9db33c0518b0539d40c961e66c87d";

export default node;
