/**
 * @generated SignedSource<<9eca7a7d4825fb4652f4c2c6809a48e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DismissBannerInput = {
  bannerId: string;
};
export type useDismissBannerMutation$variables = {
  input: DismissBannerInput;
};
export type useDismissBannerMutation$data = {
  readonly dismissBanner: {
    readonly __typename: "DismissBannerSuccess";
    readonly bannerId: string;
  } | {
    readonly __typename: "NoPlayerError";
    readonly message: string;
  } | {
    readonly __typename: "UnknownBannerError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDismissBannerMutation = {
  response: useDismissBannerMutation$data;
  variables: useDismissBannerMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "dismissBanner",
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
            "name": "bannerId",
            "storageKey": null
          }
        ],
        "type": "DismissBannerSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "UnknownBannerError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NoPlayerError",
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
    "name": "useDismissBannerMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDismissBannerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4e942d7e55a7ddd260a4d6107af298c1",
    "id": null,
    "metadata": {},
    "name": "useDismissBannerMutation",
    "operationKind": "mutation",
    "text": "mutation useDismissBannerMutation(\n  $input: DismissBannerInput!\n) {\n  dismissBanner(input: $input) {\n    __typename\n    ... on DismissBannerSuccess {\n      bannerId\n    }\n    ... on UnknownBannerError {\n      message\n    }\n    ... on NoPlayerError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbf9453ce7912efe4a13c75b3c1c8fec";

export default node;
