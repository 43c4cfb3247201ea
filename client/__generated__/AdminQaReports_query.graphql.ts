/**
 * @generated SignedSource<<f535007c7fea022918bb49ca3b64624e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminQaPostKind = "ANSWER" | "QUESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminQaReports_query$data = {
  readonly admin: {
    readonly qaReports: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly author: string;
          readonly createdAt: string;
          readonly gameName: string;
          readonly id: string;
          readonly kind: AdminQaPostKind;
          readonly openReports: ReadonlyArray<{
            readonly createdAt: string;
            readonly reason: string;
          }>;
          readonly post: string;
          readonly questionText: string | null | undefined;
          readonly text: string;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AdminQaReports_query";
};
export type AdminQaReports_query$key = {
  readonly " $data"?: AdminQaReports_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminQaReports_query">;
};

import AdminQaReportsPaginationQuery_graphql from './AdminQaReportsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "admin",
  "qaReports"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AdminQaReportsPaginationQuery_graphql
    }
  },
  "name": "AdminQaReports_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminConsole",
      "kind": "LinkedField",
      "name": "admin",
      "plural": false,
      "selections": [
        {
          "alias": "qaReports",
          "args": null,
          "concreteType": "AdminConsoleQaReportsConnection",
          "kind": "LinkedField",
          "name": "__AdminQaReports_qaReports_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AdminConsoleQaReportsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AdminQaReport",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "post",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kind",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "text",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "author",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "gameName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "questionText",
                      "storageKey": null
                    },
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "AdminQaReportNote",
                      "kind": "LinkedField",
                      "name": "openReports",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "reason",
                          "storageKey": null
                        },
                        (v1/*:: as any*/)
                      ],
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
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
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
};
})();

(node as any).hash = "49d61def15d683fee39266156a9fe286";

export default node;
