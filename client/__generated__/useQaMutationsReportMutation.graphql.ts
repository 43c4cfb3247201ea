/**
 * @generated SignedSource<<02a3bcf7fed28ca0892044de94bd9460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportQaPostInput = {
  post: string;
  reason?: string | null | undefined;
};
export type useQaMutationsReportMutation$variables = {
  input: ReportQaPostInput;
};
export type useQaMutationsReportMutation$data = {
  readonly reportQaPost: {
    readonly __typename: "QaError";
    readonly message: string;
  } | {
    readonly __typename: "QaPostReported";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useQaMutationsReportMutation = {
  response: useQaMutationsReportMutation$data;
  variables: useQaMutationsReportMutation$variables;
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
    "name": "reportQaPost",
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
        "selections": (v1/*:: as any*/),
        "type": "QaPostReported",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "QaError",
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
    "name": "useQaMutationsReportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQaMutationsReportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1ae96bb977b58c6c1134ce59edb7474a",
    "id": null,
    "metadata": {},
    "name": "useQaMutationsReportMutation",
    "operationKind": "mutation",
    "text": "mutation useQaMutationsReportMutation(\n  $input: ReportQaPostInput!\n) {\n  reportQaPost(input: $input) {\n    __typename\n    ... on QaPostReported {\n      message\n    }\n    ... on QaError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a697700d4c6683c75d24d15aea3333fe";

export default node;
