/**
 * The server's API as TypeScript types, generated from the OpenAPI document it serves at
 * /api/docs/json by packages/api-client/scripts/generate.ts. Do not edit: run
 * `npm run generate -w @store-console/api-client` (the server's openapi test fails while it is stale).
 */

export interface paths {
    "/api/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with username and password, or refresh */
        post: operations["postToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OAuth 2 token endpoint: refresh_token (the console), client_credentials (a store client, with x-xm-store) */
        post: operations["postOauth2Token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a single-use hand-over ticket (from a link the console opened) for a session */
        post: operations["postTicketsExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth2/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a refresh token and its whole family (RFC 7009) */
        post: operations["postOauth2Revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operators (a PARTNER receives only their own record) */
        get: operations["getUsers"];
        /** Updates an operator */
        put: operations["putUsers"];
        /** Creates an operator */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/role/PARTNER": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operators with role PARTNER */
        get: operations["getUsersRolePARTNER"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operator (a PARTNER may read only their own record) */
        get: operations["getUsersById"];
        put?: never;
        post?: never;
        /** Deletes an operator */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data_centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data centres (a PARTNER receives only their own) */
        get: operations["getDataCenters"];
        /** Updates a data centre (SUPER_ADMIN) */
        put: operations["putDataCenters"];
        /** Creates a data centre (SUPER_ADMIN) */
        post: operations["postDataCenters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data_centers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One data centre */
        get: operations["getDataCentersById"];
        put?: never;
        post?: never;
        /** Deletes a data centre (SUPER_ADMIN) */
        delete: operations["deleteDataCentersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Properties and enums the console reads at start-up */
        get: operations["getConfigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/configs/firebase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity configuration: second factors offered, authenticator label, refresh-token validity */
        get: operations["getStoreManagerConfigsFirebase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Real figures of the installation */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sync agents of the fleet as the agent probe last saw them (a partner: of its stores) */
        get: operations["getDashboardAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ERP types */
        get: operations["getErpTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp_types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ERP type */
        get: operations["getErpTypesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which versions each store had, and when */
        get: operations["getVersionsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The released versions */
        get: operations["getVersions"];
        /** Updates a version */
        put: operations["putVersions"];
        /** Releases a version */
        post: operations["postVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version */
        get: operations["getVersionsById"];
        put?: never;
        post?: never;
        /** Deletes a version */
        delete: operations["deleteVersionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password step of sign-in: a proof for POST /token, or mfa-required with the factors */
        post: operations["postIdentitySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/mfa/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the sign-in SMS code */
        post: operations["postIdentityMfaSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the second factor (or a recovery code) */
        post: operations["postIdentityMfaVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in operator's 2FA state */
        get: operations["getIdentityMfa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/email/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification email again */
        post: operations["postIdentityEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/totp/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator secret and its QR code */
        post: operations["postIdentityTotpSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/totp/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrols the authenticator with a code it shows */
        post: operations["postIdentityTotpEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends an enrolment code by SMS to a phone number */
        post: operations["postIdentitySmsSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/sms/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrols the phone with the code it received */
        post: operations["postIdentitySmsEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (the old ones stop working) */
        post: operations["postIdentityRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/identity/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link mailed to an operator: marks the email address verified */
        get: operations["getIdentityEmailVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/data_center/{dataCentreId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores of a data centre, a page at a time */
        get: operations["getStoresDataCenterByDataCentreId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/store_type_count/{dataCentreId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many stores of each type a data centre has */
        get: operations["getStoresStoreTypeCountByDataCentreId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store (also a deleted one) */
        get: operations["getStoresByStoreId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store, for the store manager and the store's programs */
        get: operations["getStoreManagerStoresByStoreId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{storeId}/gateway-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use, one-minute ticket for opening the store's gateway page in a new tab */
        post: operations["postStoresByStoreIdGatewayTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates a store */
        put: operations["putStores"];
        /** Creates a store */
        post: operations["postStores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/update_status/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a store's status (activate, deactivate, delete) */
        put: operations["putStoresUpdateStatusByStoreId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/oauth2/client-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's client credentials */
        get: operations["getAdminOauth2ClientCredentials"];
        put?: never;
        /** Registers a client credential for the store (its secret is shown once) */
        post: operations["postAdminOauth2ClientCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/oauth2/peer-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A credential for another installation (an environment) to clone from this one */
        post: operations["postAdminOauth2PeerCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/oauth2/client-credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a client credential (SUPER_ADMIN) */
        delete: operations["deleteAdminOauth2ClientCredentialsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/stores/{storeId}/cdn/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a file to the store's CDN (body: the file's bytes, application/octet-stream) */
        put: operations["putStoreManagerStoresByStoreIdCdnByPath"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/stores/{storeId}/stats/cdn-usage-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's CDN downloads per day */
        get: operations["getStoreManagerStoresByStoreIdStatsCdnUsageLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/stores/{storeId}/stats/cdn-size-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The size of the store's CDN files per day */
        get: operations["getStoreManagerStoresByStoreIdStatsCdnSizeLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/store/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's backups, newest first */
        get: operations["getBackupsStoreByStoreId"];
        put?: never;
        /** Takes a backup of the store now */
        post: operations["postBackupsStoreByStoreId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/store/{storeId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores the store from one of its backups */
        post: operations["postBackupsStoreByStoreIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backup's archive (tar.gz) */
        get: operations["getBackupsByIdArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/backups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a backup (also one of a deleted store) */
        delete: operations["deleteBackupsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** production (this installation) and the peer installations it can clone from */
        get: operations["getEnvironments"];
        put?: never;
        /** Adds a peer installation (SUPER_ADMIN) */
        post: operations["postEnvironments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/environments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a peer installation (SUPER_ADMIN) */
        delete: operations["deleteEnvironmentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/environments/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks that the peer installation answers with its credential */
        post: operations["postEnvironmentsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/environments/{environmentName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores of an environment: this installation's, or a peer's (SUPER_ADMIN) */
        get: operations["getStoresEnvironmentsByEnvironmentName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue tree; with ?detailed=true the pickable interfaces with their operations */
        get: operations["getGatewayInterfaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the catalogue, with everything under it */
        get: operations["getGatewayInterfacesByProvider"];
        put?: never;
        /** Creates or updates the level (and its missing parents); an operation needs its definition */
        post: operations["postGatewayInterfacesByProvider"];
        /** Deletes the level and everything under it */
        delete: operations["deleteGatewayInterfacesByProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the catalogue, with everything under it */
        get: operations["getGatewayInterfacesByProviderByProduct"];
        put?: never;
        /** Creates or updates the level (and its missing parents); an operation needs its definition */
        post: operations["postGatewayInterfacesByProviderByProduct"];
        /** Deletes the level and everything under it */
        delete: operations["deleteGatewayInterfacesByProviderByProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the catalogue, with everything under it */
        get: operations["getGatewayInterfacesByProviderByProductByVersion"];
        put?: never;
        /** Creates or updates the level (and its missing parents); an operation needs its definition */
        post: operations["postGatewayInterfacesByProviderByProductByVersion"];
        /** Deletes the level and everything under it */
        delete: operations["deleteGatewayInterfacesByProviderByProductByVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}/{interface}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the catalogue, with everything under it */
        get: operations["getGatewayInterfacesByProviderByProductByVersionByInterface"];
        put?: never;
        /** Creates or updates the level (and its missing parents); an operation needs its definition */
        post: operations["postGatewayInterfacesByProviderByProductByVersionByInterface"];
        /** Deletes the level and everything under it */
        delete: operations["deleteGatewayInterfacesByProviderByProductByVersionByInterface"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}/{interface}/{operation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the catalogue, with everything under it */
        get: operations["getGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation"];
        put?: never;
        /** Creates or updates the level (and its missing parents); an operation needs its definition */
        post: operations["postGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation"];
        /** Deletes the level and everything under it */
        delete: operations["deleteGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateways of the stores the caller sees (a PARTNER: their stores) */
        get: operations["getGatewayIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's gateway, created when missing */
        get: operations["getGatewayIntegrationsByStoreId"];
        put?: never;
        /** Saves the store's gateway: {storeId, settings, enabled} */
        post: operations["postGatewayIntegrationsByStoreId"];
        /** Resets the store's gateway */
        delete: operations["deleteGatewayIntegrationsByStoreId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/{storeId}/{integration}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One integration of the store */
        get: operations["getGatewayIntegrationsByStoreIdByIntegration"];
        put?: never;
        /** Creates (201) or updates (200) the integration; ?mode=create refuses an existing name (409) */
        post: operations["postGatewayIntegrationsByStoreIdByIntegration"];
        /** Deletes one integration of the store */
        delete: operations["deleteGatewayIntegrationsByStoreIdByIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/{storeId}/{integration}/{operation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's override, or the catalogue's definition (override: false) */
        get: operations["getGatewayIntegrationsByStoreIdByIntegrationByOperation"];
        put?: never;
        /** Saves an operation override (override: true) */
        post: operations["postGatewayIntegrationsByStoreIdByIntegrationByOperation"];
        /** Deletes an operation override */
        delete: operations["deleteGatewayIntegrationsByStoreIdByIntegrationByOperation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/transforms/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs transforms on a sample body; a failing step is in the reply (200), not an error */
        post: operations["postGatewayTransformsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store's exchange log */
        get: operations["getGatewayIntegrationsLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/{storeId}/{integration}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An integration's exchange log */
        get: operations["getGatewayIntegrationsByStoreIdByIntegrationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/{storeId}/{integration}/{operation}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An operation's exchange log */
        get: operations["getGatewayIntegrationsByStoreIdByIntegrationByOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue level's exchange log (the caller's stores) */
        get: operations["getGatewayInterfacesByProviderLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue level's exchange log (the caller's stores) */
        get: operations["getGatewayInterfacesByProviderByProductLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue level's exchange log (the caller's stores) */
        get: operations["getGatewayInterfacesByProviderByProductByVersionLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}/{interface}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue level's exchange log (the caller's stores) */
        get: operations["getGatewayInterfacesByProviderByProductByVersionByInterfaceLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/interfaces/{provider}/{product}/{version}/{interface}/{operation}.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue level's exchange log (the caller's stores) */
        get: operations["getGatewayInterfacesByProviderByProductByVersionByInterfaceByOperationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway.log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every exchange of the stores the caller may see */
        get: operations["getGatewayLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/integrations/exchange/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exchange's request, sent, received and response views */
        get: operations["getGatewayIntegrationsExchangeById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/certificate.pem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installation's gateway client certificate (PEM) */
        get: operations["getGatewayCertificatePem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/send/{storeId}/{integration}/{operation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs an operation of a store's integration (the console's send page) */
        post: operations["postGatewaySendByStoreIdByIntegrationByOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/execute/{storeId}/{integration}/{operation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runs an operation of a store's integration: the body in, the upstream's transformed reply out */
        get: operations["getGatewayExecuteByStoreIdByIntegrationByOperation"];
        /** Runs an operation of a store's integration: the body in, the upstream's transformed reply out */
        put: operations["putGatewayExecuteByStoreIdByIntegrationByOperation"];
        /** Runs an operation of a store's integration: the body in, the upstream's transformed reply out */
        post: operations["postGatewayExecuteByStoreIdByIntegrationByOperation"];
        /** Runs an operation of a store's integration: the body in, the upstream's transformed reply out */
        delete: operations["deleteGatewayExecuteByStoreIdByIntegrationByOperation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The source's tables, each with mapped and hasFilter (mappedOnly: only those the mapping reads) */
        get: operations["getSyncByStoreIdSource"];
        put?: never;
        /** Asks the agent for its database ids (test connection), or with dbAlias for that database's schemas */
        post: operations["postSyncByStoreIdSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's sync sources (at most one); 404 when it has none. A Business Central store's GATEWAY source is created on first read */
        get: operations["getSyncSource"];
        put?: never;
        /** Saves the store's sync source (409 when it has one); the agent key is write-only */
        post: operations["postSyncSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/source/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves a sync source: a blank agent key keeps the saved one, null clears it */
        put: operations["putSyncSourceById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/source/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A source table's columns and primary key */
        get: operations["getSyncByStoreIdSourceByTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/source/{table}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The first rows of a source table under a filter, and how many rows the filter keeps */
        post: operations["postSyncByStoreIdSourceByTablePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's own tables (its schema), the mapping's targets */
        get: operations["getSyncByStoreIdTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/target/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A target table's columns and primary key */
        get: operations["getSyncByStoreIdTargetByTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's effective mapping: its ERP type's defaults, overrides in their place (isOverride) */
        get: operations["getSyncByStoreIdMapping"];
        put?: never;
        /** Adds overrides (an array of one, as the console sends); one replaces the row of its target column and row group */
        post: operations["postSyncByStoreIdMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/mapping/{mappingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an override (override:{n}); a default mapping answers 409 */
        delete: operations["deleteSyncByStoreIdMappingByMappingId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/sendMappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the effective mapping against the source's and the store's tables; without errors it becomes the one the next requests use */
        get: operations["getSyncByStoreIdSendMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's table filters */
        get: operations["getSyncByStoreIdFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/filter/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The table's filter; 404 when it has none */
        get: operations["getSyncByStoreIdFilterByTable"];
        put?: never;
        /** Saves the table's filter: expr is parsed (a tree sent must match it), its columns checked against the source table's */
        post: operations["postSyncByStoreIdFilterByTable"];
        /** Removes a table's filter */
        delete: operations["deleteSyncByStoreIdFilterByTable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/filter/expr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A tree's canonical expression (400 naming what is wrong with the tree) */
        post: operations["postSyncFilterExpr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/filter/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An expression's tree (400 naming the position of the problem) */
        post: operations["postSyncFilterTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/source/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The source's schedule (the default, inactive, when none is saved), its zone and next due time */
        get: operations["getSyncSourceByIdSchedule"];
        /** Saves the source's schedule; its next due time is computed in the store's time zone */
        put: operations["putSyncSourceByIdSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/schedule/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The due runs the scheduler recorded, newest first (at most 50) */
        get: operations["getSyncByStoreIdScheduleRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's sync settings; passwords only as passwordSet flags */
        get: operations["getSyncByStoreIdSettings"];
        /** Saves the forms sent (each replaces its section); a blank password keeps, null clears */
        put: operations["putSyncByStoreIdSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's newest requests (n) of a scope (q: open, all, failed), searched by s; keyed by id, newest first */
        get: operations["getSyncByStoreIdRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request */
        get: operations["getSyncByStoreIdRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stops an unfinished request: FAILED 'cancelled', its agent's extraction cancelled */
        get: operations["getSyncByStoreIdRequestByIdStop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Restarts a FAILED request under the same id, resuming from its last loaded chunk; a COMPLETED one with failed rows retries them */
        get: operations["getSyncByStoreIdRequestByIdRestart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/uploadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Load all: a FULL request of every mapped table (truncate: Delete Before Load) */
        get: operations["getSyncByStoreIdUploadData"];
        put?: never;
        /** Load tables: a FULL request of the named mapped tables */
        post: operations["postSyncByStoreIdUploadData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/uploadData/deletePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What Delete Before Load of these source tables ([] = all) empties: the store tables, their dependents through foreign keys, their rows, and why only the chosen ones cannot be emptied */
        post: operations["postSyncByStoreIdUploadDataDeletePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/uploadChanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Load changes: the scheduler's next run, now (INCREMENTAL from the store's change position; FULL when it has none) */
        get: operations["getSyncByStoreIdUploadChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/graph/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sync Traffic: the store's uploads, rows, bytes and errors per bucket of the period, in its zone */
        get: operations["getSyncByStoreIdGraphByPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}/failure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's failure groups (table, category, count), keyed by id */
        get: operations["getSyncByStoreIdRequestByIdFailure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}/failure/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A failure group's rows, in keyset pages (n, after) */
        get: operations["getSyncByStoreIdRequestByIdFailureByGroupId"];
        put?: never;
        post?: never;
        /** Deletes a group's failures */
        delete: operations["deleteSyncByStoreIdRequestByIdFailureByGroupId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/request/{id}/failure/{groupId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retries a group's rows with the current mapping */
        get: operations["getSyncByStoreIdRequestByIdFailureByGroupIdRetry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/failure/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one failure */
        delete: operations["deleteSyncByStoreIdFailureByCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/failure/{code}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retries one failure with the current mapping */
        get: operations["getSyncByStoreIdFailureByCodeRetry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeIds}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One store's sync health (an id), or many stores' keyed by id (ids joined by commas)
         * @description With one store id (digits only): that store's health code and its open request's stage, for an operator or the store's client token (sync:manage scope). With ids joined by commas (at most 1000; "5," for one): each store's health keyed by id, the stores the operator may not see left out.
         */
        get: operations["getSyncByStoreIdsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's Business Central webhook subscriptions */
        get: operations["getSyncSubscriptions"];
        put?: never;
        /** Subscribes at Business Central through the store’s gateway integration (validation handshake answered here) */
        post: operations["postSyncSubscriptions"];
        /** Deletes the subscription at Business Central and here */
        delete: operations["deleteSyncSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/subscriptions/webhook-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entities an ERP type can subscribe to (Business Central only) */
        get: operations["getSyncSubscriptionsWebhookTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/subscriptions/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business Central’s webhook notifications and validation handshake (no bearer token) */
        post: operations["postSyncSubscriptionsNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync/{storeId}/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each mapped source table's rows and key-set checksum (through the agent, under its filter) against the store table's */
        get: operations["getSyncByStoreIdReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-manager/stores/{storeId}/sync-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the store's sync version; the body is a JSON string ("SYNC_2") */
        patch: operations["patchStoreManagerStoresByStoreIdSyncVersion"];
        trace?: never;
    };
    "/cdn/{storeId}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a store's public file (anyone; ranges and conditional requests) */
        get: operations["getCdnByStoreIdByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and serving */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database and blob storage are reachable and the server is not shutting down */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FilterNode: {
            and: components["schemas"]["FilterNode"][];
        } | {
            or: components["schemas"]["FilterNode"][];
        } | {
            not: components["schemas"]["FilterNode"];
        } | {
            column: string;
            /** @enum {string} */
            op: "=" | "<>" | "<" | "<=" | ">" | ">=";
            value: string | number | {
                date: string;
            };
        } | {
            column: string;
            /** @enum {string} */
            op: "LIKE" | "NOT LIKE";
            value: string;
        } | {
            column: string;
            /** @enum {string} */
            op: "IN" | "NOT IN";
            values: (string | number | {
                date: string;
            })[];
        } | {
            column: string;
            /** @enum {string} */
            op: "BETWEEN" | "NOT BETWEEN";
            values: [
                string | number | {
                    date: string;
                },
                string | number | {
                    date: string;
                }
            ];
        } | {
            column: string;
            /** @enum {string} */
            op: "IS NULL" | "IS NOT NULL";
        };
        ErrorResponse: {
            status: number;
            code: string;
            message: string;
            reason?: string;
            details?: {
                path: string;
                message: string;
            }[];
            error?: string;
            error_description?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "password";
                    username: string;
                    password: string;
                    ipAccessToken?: string;
                    client_id?: string;
                    client_secret?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        user_id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOauth2Token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    client_id?: string;
                    client_secret?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "client_credentials";
                    scope?: string;
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        user_id: number;
                    } | {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        store_id: string;
                        scope?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postTicketsExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        expires_in: number;
                        user_id: number;
                        storeId: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOauth2Revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                    token_type_hint?: string;
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            name: string;
                            username: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "PARTNER" | "SERVICE_ACCOUNT";
                            dataCentre: {
                                id: number;
                            } | null;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "DELETING" | "CREATED" | "UPDATED" | "FAILED";
                            logs: {
                                logType: string;
                                text: string;
                                timestamp: string;
                            }[];
                            isSuperAdmin: boolean;
                            createdBy: string | null;
                            createdDate: string | null;
                            modifiedBy: string | null;
                            modifiedDate: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    statusType?: unknown;
                    logs?: unknown;
                    isSuperAdmin?: unknown;
                    createdBy?: unknown;
                    createdDate?: unknown;
                    modifiedBy?: unknown;
                    modifiedDate?: unknown;
                    id: number;
                    name: string;
                    username: string;
                    phone?: string | null;
                    /** @enum {string} */
                    role: "SUPER_ADMIN" | "PARTNER";
                    dataCentre?: {
                        id: number;
                    } | null;
                    password?: string | null;
                    password2?: string | null;
                    currentPassword?: string | null;
                    secondFactorCode?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        username: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "PARTNER" | "SERVICE_ACCOUNT";
                        dataCentre: {
                            id: number;
                        } | null;
                        /** @enum {string} */
                        statusType: "CREATING" | "UPDATING" | "DELETING" | "CREATED" | "UPDATED" | "FAILED";
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        isSuperAdmin: boolean;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    username: string;
                    phone?: string | null;
                    /** @enum {string} */
                    role: "SUPER_ADMIN" | "PARTNER";
                    dataCentre?: {
                        id: number;
                    } | null;
                    password: string;
                    password2?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        username: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "PARTNER" | "SERVICE_ACCOUNT";
                        dataCentre: {
                            id: number;
                        } | null;
                        /** @enum {string} */
                        statusType: "CREATING" | "UPDATING" | "DELETING" | "CREATED" | "UPDATED" | "FAILED";
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        isSuperAdmin: boolean;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsersRolePARTNER: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        username: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "PARTNER" | "SERVICE_ACCOUNT";
                        dataCentre: {
                            id: number;
                        } | null;
                        /** @enum {string} */
                        statusType: "CREATING" | "UPDATING" | "DELETING" | "CREATED" | "UPDATED" | "FAILED";
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        isSuperAdmin: boolean;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        username: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "PARTNER" | "SERVICE_ACCOUNT";
                        dataCentre: {
                            id: number;
                        } | null;
                        /** @enum {string} */
                        statusType: "CREATING" | "UPDATING" | "DELETING" | "CREATED" | "UPDATED" | "FAILED";
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        isSuperAdmin: boolean;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDataCenters: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            code: string;
                            name: string;
                            countryCode: string;
                            region: string;
                            dbInstance: string | null;
                            dbHost: string | null;
                            dnsRecordSet: string | null;
                            endpoint: string | null;
                            createdBy: string | null;
                            createdDate: string | null;
                            modifiedBy: string | null;
                            modifiedDate: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putDataCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    createdBy?: unknown;
                    createdDate?: unknown;
                    modifiedBy?: unknown;
                    modifiedDate?: unknown;
                    id: number;
                    code?: string;
                    name: string;
                    countryCode: string;
                    region: string;
                    dbInstance?: string | null;
                    dbHost?: string | null;
                    dnsRecordSet?: string | null;
                    endpoint?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        countryCode: string;
                        region: string;
                        dbInstance: string | null;
                        dbHost: string | null;
                        dnsRecordSet: string | null;
                        endpoint: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postDataCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    countryCode: string;
                    region: string;
                    dbInstance?: string | null;
                    dbHost?: string | null;
                    dnsRecordSet?: string | null;
                    endpoint?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        countryCode: string;
                        region: string;
                        dbInstance: string | null;
                        dbHost: string | null;
                        dnsRecordSet: string | null;
                        endpoint: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDataCentersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        countryCode: string;
                        region: string;
                        dbInstance: string | null;
                        dbHost: string | null;
                        dnsRecordSet: string | null;
                        endpoint: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteDataCentersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        properties: {
                            refreshTokenValidity: number;
                            accessTokenValidity: number;
                            environment: string;
                            productName: string;
                            version: string;
                        };
                        enums: {
                            userRole: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoreManagerConfigsFirebase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secondFactors: ("TOTP" | "SMS")[];
                        authenticatorLabel: string;
                        refreshTokenValidity: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dataCentres: {
                            total: number;
                            byRegion: {
                                key: string;
                                count: number;
                            }[];
                            byCountry: {
                                key: string;
                                count: number;
                            }[];
                        };
                        stores: {
                            total: number;
                            byStatus: {
                                key: string;
                                count: number;
                            }[];
                            byType: {
                                key: string;
                                count: number;
                            }[];
                            byDataCentre: {
                                id: number;
                                key: string;
                                count: number;
                            }[];
                            inFlight: number;
                            recentFailures: {
                                id: number;
                                name: string;
                                dataCentreId: number;
                                text: string;
                                timestamp: string;
                            }[];
                        };
                        operators: {
                            total: number;
                            byRole: {
                                key: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDashboardAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        agents: {
                            address: string;
                            lastSeen: string | null;
                            probedAt: string | null;
                            version: string | null;
                            reachable: boolean | null;
                            changeCapture: ("DISABLED" | "ENABLED" | "WRAPPED")[];
                            stores: number;
                            error: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getErpTypes: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            name: string;
                            code: string;
                            erpTypeVersions: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getErpTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        code: string;
                        erpTypeVersions: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getVersionsHistory: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            name: string;
                            release: string;
                            notes: string | null;
                            info: string | null;
                            createdBy: string | null;
                            createdDate: string | null;
                            modifiedBy: string | null;
                            modifiedDate: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getVersions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        release: string;
                        notes: string | null;
                        info: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    createdBy?: unknown;
                    createdDate?: unknown;
                    modifiedBy?: unknown;
                    modifiedDate?: unknown;
                    id: number;
                    name: string;
                    notes?: string | null;
                    info?: string | null;
                    release?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        release: string;
                        notes: string | null;
                        info: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    notes?: string | null;
                    info?: string | null;
                    release?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        release: string;
                        notes: string | null;
                        info: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getVersionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        release: string;
                        notes: string | null;
                        info: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteVersionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentitySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    deviceToken?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OK";
                        ipAccessToken: string;
                    } | {
                        /** @enum {string} */
                        status: "MFA_REQUIRED";
                        /** @enum {string} */
                        message: "mfa-required";
                        mfaToken: string;
                        factors: {
                            id: number;
                            /** @enum {string} */
                            type: "TOTP" | "SMS";
                            hint: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityMfaSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                    factorId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityMfaVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                    /** @enum {string} */
                    method: "TOTP" | "SMS" | "RECOVERY";
                    factorId?: number;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ipAccessToken: string;
                        deviceToken: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getIdentityMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailVerified: boolean;
                        factors: {
                            id: number;
                            /** @enum {string} */
                            type: "TOTP" | "SMS";
                            hint: string;
                        }[];
                        maxFactors: number;
                        recoveryCodesRemaining: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityTotpSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                        qrCode: string;
                        label: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityTotpEnrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        recoveryCodes?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentitySmsSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentitySmsEnrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        recoveryCodes?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postIdentityRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getIdentityEmailVerify: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoresDataCenterByDataCentreId: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
                fuzzyString?: string;
                status?: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                type?: "B2C" | "B2B" | "MARKETPLACE";
                erp?: string;
            };
            header?: never;
            path: {
                dataCentreId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            storeId: string;
                            name: string;
                            originName: string;
                            domains: {
                                name: string;
                                protocol: string;
                                isStaging: boolean;
                                isPrimary: boolean;
                            }[];
                            stgDomain: string;
                            primaryDomain: string | null;
                            erpType: {
                                id: number;
                                code: string;
                                name: string;
                            };
                            erpTypeVersion: {
                                id: number;
                                name: string;
                            };
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            partnerUsers: {
                                id: number;
                                name: string;
                                username: string;
                            }[];
                            /** @enum {string} */
                            storeType: "B2C" | "B2B" | "MARKETPLACE";
                            storeStatus: {
                                /** @enum {string} */
                                statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                                nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                            };
                            storeStatuses: {
                                id: number;
                                /** @enum {string} */
                                statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                                createdBy: string | null;
                                createdDate: string;
                            }[];
                            databaseSize: number | null;
                            databaseInstanceName: string | null;
                            cdnSize: number | null;
                            syncVersion: string | null;
                            orderIntegrationVersion: string | null;
                            dataCentre: {
                                id: number;
                                endpoint: string | null;
                                timeZone: string;
                            };
                            logs: {
                                logType: string;
                                text: string;
                                timestamp: string;
                            }[];
                            createdBy: string | null;
                            createdDate: string | null;
                            modifiedBy: string | null;
                            modifiedDate: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoresStoreTypeCountByDataCentreId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataCentreId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        count: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoresByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoreManagerStoresByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postStoresByStoreIdGatewayTicket: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: string;
                        expiresAt: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putStores: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId?: unknown;
                    originName?: unknown;
                    primaryDomain?: unknown;
                    storeStatus?: unknown;
                    storeStatuses?: unknown;
                    databaseSize?: unknown;
                    databaseInstanceName?: unknown;
                    cdnSize?: unknown;
                    syncVersion?: unknown;
                    orderIntegrationVersion?: unknown;
                    logs?: unknown;
                    createdBy?: unknown;
                    createdDate?: unknown;
                    modifiedBy?: unknown;
                    modifiedDate?: unknown;
                    id: number;
                    name: string;
                    stgDomain: string;
                    /** @default [] */
                    domains?: {
                        name: string;
                        /**
                         * @default https
                         * @enum {string}
                         */
                        protocol?: "https" | "http";
                        /** @default false */
                        isStaging?: boolean;
                        /** @default false */
                        isPrimary?: boolean;
                    }[];
                    erpTypeVersion: {
                        id: number;
                    };
                    /** @enum {string} */
                    storeType: "B2C" | "B2B" | "MARKETPLACE";
                    contactName?: string | null;
                    contactEmail?: string | null;
                    contactPhone?: string | null;
                    /** @default [] */
                    partnerUsers?: {
                        id: number;
                    }[];
                    erpType?: {
                        id: number;
                    };
                    dataCentre?: {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postStores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    stgDomain: string;
                    /** @default [] */
                    domains?: {
                        name: string;
                        /**
                         * @default https
                         * @enum {string}
                         */
                        protocol?: "https" | "http";
                        /** @default false */
                        isStaging?: boolean;
                        /** @default false */
                        isPrimary?: boolean;
                    }[];
                    erpTypeVersion: {
                        id: number;
                    };
                    /** @enum {string} */
                    storeType: "B2C" | "B2B" | "MARKETPLACE";
                    contactName?: string | null;
                    contactEmail?: string | null;
                    contactPhone?: string | null;
                    /** @default [] */
                    partnerUsers?: {
                        id: number;
                    }[];
                    erpType: {
                        id: number;
                    };
                    dataCentre: {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putStoresUpdateStatusByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    statusType: "RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE";
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminOauth2ClientCredentials: {
        parameters: {
            query: {
                "store-id": number;
                page?: number;
                size?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientCredentials: {
                            id: number;
                            clientId: string;
                            clientName: string;
                            storeId: number;
                            scopes: string[];
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        pagination: {
                            totalElements: number;
                            totalPages: number;
                            page: number;
                            size: number;
                            nextCursor?: string;
                            prevCursor?: string;
                            estimated?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminOauth2ClientCredentials: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientName: string;
                    storeId: number;
                    scopes?: ("store:read" | "backups:download" | "cdn:write" | "gateway:execute" | "sync:manage")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: string;
                        clientSecret: string;
                        scopes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminOauth2PeerCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: string;
                        clientSecret: string;
                        scopes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteAdminOauth2ClientCredentialsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putStoreManagerStoresByStoreIdCdnByPath: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        path: string;
                        size: number;
                        cdnSize: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoreManagerStoresByStoreIdStatsCdnUsageLogs: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cdnUsageDate: string;
                        cdnUsageSize: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoreManagerStoresByStoreIdStatsCdnSizeLogs: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdDate: string;
                        cdnSize: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBackupsStoreByStoreId: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
                fuzzyString?: string;
                environment?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allCloneable: {
                            backups: {
                                id: number;
                                fileName: string;
                                /** @enum {string} */
                                type: "MANUAL" | "BEFORE_RESTORE" | "CLONE";
                                /** @enum {string} */
                                statusType: "PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE";
                                cdnStatusType: ("PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE") | null;
                                progress: number;
                                cloneStoreName: string | null;
                                sizeBytes: number | null;
                                error: string | null;
                                createdBy: string | null;
                                createdDate: string;
                                storeResponse: {
                                    id: number;
                                    storeId: string;
                                    name: string;
                                };
                            }[];
                        };
                        content: {
                            id: number;
                            fileName: string;
                            /** @enum {string} */
                            type: "MANUAL" | "BEFORE_RESTORE" | "CLONE";
                            /** @enum {string} */
                            statusType: "PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE";
                            cdnStatusType: ("PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE") | null;
                            progress: number;
                            cloneStoreName: string | null;
                            sizeBytes: number | null;
                            error: string | null;
                            createdBy: string | null;
                            createdDate: string;
                            storeResponse: {
                                id: number;
                                storeId: string;
                                name: string;
                            };
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                        pagination: {
                            totalElements: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postBackupsStoreByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fileName: string;
                        /** @enum {string} */
                        type: "MANUAL" | "BEFORE_RESTORE" | "CLONE";
                        /** @enum {string} */
                        statusType: "PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE";
                        cdnStatusType: ("PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE") | null;
                        progress: number;
                        cloneStoreName: string | null;
                        sizeBytes: number | null;
                        error: string | null;
                        createdBy: string | null;
                        createdDate: string;
                        storeResponse: {
                            id: number;
                            storeId: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postBackupsStoreByStoreIdRestore: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    store: {
                        id: number;
                    };
                    environment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fileName: string;
                        /** @enum {string} */
                        type: "MANUAL" | "BEFORE_RESTORE" | "CLONE";
                        /** @enum {string} */
                        statusType: "PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE";
                        cdnStatusType: ("PENDING" | "QUEUED" | "IN_PROGRESS" | "TRANSFORMING" | "ERROR" | "DONE") | null;
                        progress: number;
                        cloneStoreName: string | null;
                        sizeBytes: number | null;
                        error: string | null;
                        createdBy: string | null;
                        createdDate: string;
                        storeResponse: {
                            id: number;
                            storeId: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBackupsByIdArchive: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteBackupsById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEnvironments: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            name: string;
                            baseUrl: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEnvironments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uri */
                    baseUrl: string;
                    clientId: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        baseUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteEnvironmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEnvironmentsByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {boolean} */
                        reachable: true;
                        stores: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStoresEnvironmentsByEnvironmentName: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                search?: string;
                cursor?: string;
                fuzzyString?: string;
                status?: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                type?: "B2C" | "B2B" | "MARKETPLACE";
                erp?: string;
            };
            header?: never;
            path: {
                environmentName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            storeId: string;
                            name: string;
                            originName: string;
                            domains: {
                                name: string;
                                protocol: string;
                                isStaging: boolean;
                                isPrimary: boolean;
                            }[];
                            stgDomain: string;
                            primaryDomain: string | null;
                            erpType: {
                                id: number;
                                code: string;
                                name: string;
                            };
                            erpTypeVersion: {
                                id: number;
                                name: string;
                            };
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            partnerUsers: {
                                id: number;
                                name: string;
                                username: string;
                            }[];
                            /** @enum {string} */
                            storeType: "B2C" | "B2B" | "MARKETPLACE";
                            storeStatus: {
                                /** @enum {string} */
                                statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                                nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                            };
                            storeStatuses: {
                                id: number;
                                /** @enum {string} */
                                statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                                createdBy: string | null;
                                createdDate: string;
                            }[];
                            databaseSize: number | null;
                            databaseInstanceName: string | null;
                            cdnSize: number | null;
                            syncVersion: string | null;
                            orderIntegrationVersion: string | null;
                            dataCentre: {
                                id: number;
                                endpoint: string | null;
                                timeZone: string;
                            };
                            logs: {
                                logType: string;
                                text: string;
                                timestamp: string;
                            }[];
                            createdBy: string | null;
                            createdDate: string | null;
                            modifiedBy: string | null;
                            modifiedDate: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        isFirst: boolean;
                        isLast: boolean;
                        sort: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        };
                        nextCursor?: string;
                        prevCursor?: string;
                        estimated?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfaces: {
        parameters: {
            query?: {
                detailed?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        settings: {
                            [key: string]: string;
                        };
                        products: {
                            product: string;
                            settings: {
                                [key: string]: string;
                            };
                            versions: {
                                version: string;
                                settings: {
                                    [key: string]: string;
                                };
                                interfaces: {
                                    interface: string;
                                    settings: {
                                        [key: string]: string;
                                    };
                                    operations: {
                                        operation: string;
                                        settings: {
                                            [key: string]: string;
                                        };
                                        definition: {
                                            /**
                                             * @default HTTP
                                             * @enum {string}
                                             */
                                            interfaceType: "HTTP" | "SOAP";
                                            request: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /**
                                                 * @default GET
                                                 * @enum {string}
                                                 */
                                                method: "GET" | "POST" | "PUT" | "DELETE";
                                                /** @default  */
                                                path: string;
                                                soapAction?: string;
                                            };
                                            response: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                            };
                                        };
                                    }[];
                                }[];
                            }[];
                        }[];
                    }[] | {
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        title: string;
                        value: string;
                        operations: {
                            operation: string;
                            title: string;
                            value: string;
                            /** @enum {string} */
                            interfaceType: "HTTP" | "SOAP";
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "DELETE";
                            path: string;
                        }[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        settings: {
                            [key: string]: string;
                        };
                        products: {
                            product: string;
                            settings: {
                                [key: string]: string;
                            };
                            versions: {
                                version: string;
                                settings: {
                                    [key: string]: string;
                                };
                                interfaces: {
                                    interface: string;
                                    settings: {
                                        [key: string]: string;
                                    };
                                    operations: {
                                        operation: string;
                                        settings: {
                                            [key: string]: string;
                                        };
                                        definition: {
                                            /**
                                             * @default HTTP
                                             * @enum {string}
                                             */
                                            interfaceType: "HTTP" | "SOAP";
                                            request: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /**
                                                 * @default GET
                                                 * @enum {string}
                                                 */
                                                method: "GET" | "POST" | "PUT" | "DELETE";
                                                /** @default  */
                                                path: string;
                                                soapAction?: string;
                                            };
                                            response: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                            };
                                        };
                                    }[];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayInterfacesByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    definition?: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType?: "HTTP" | "SOAP";
                        /** @default {} */
                        request?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method?: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path?: string;
                            soapAction?: string;
                        };
                        /** @default {} */
                        response?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        settings: {
                            [key: string]: string;
                        };
                        products: {
                            product: string;
                            settings: {
                                [key: string]: string;
                            };
                            versions: {
                                version: string;
                                settings: {
                                    [key: string]: string;
                                };
                                interfaces: {
                                    interface: string;
                                    settings: {
                                        [key: string]: string;
                                    };
                                    operations: {
                                        operation: string;
                                        settings: {
                                            [key: string]: string;
                                        };
                                        definition: {
                                            /**
                                             * @default HTTP
                                             * @enum {string}
                                             */
                                            interfaceType: "HTTP" | "SOAP";
                                            request: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /**
                                                 * @default GET
                                                 * @enum {string}
                                                 */
                                                method: "GET" | "POST" | "PUT" | "DELETE";
                                                /** @default  */
                                                path: string;
                                                soapAction?: string;
                                            };
                                            response: {
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /**
                                                 * @default *\/*
                                                 * @enum {string}
                                                 */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default [] */
                                                transforms: {
                                                    /** @default  */
                                                    description: string;
                                                    /** @enum {string} */
                                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                    /** @enum {string} */
                                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                    /** @default  */
                                                    value: string;
                                                    /** @enum {string} */
                                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                }[];
                                                /** @default [] */
                                                parameters: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                                /** @default [] */
                                                headers: {
                                                    name: string;
                                                    value: string;
                                                }[];
                                            };
                                        };
                                    }[];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayInterfacesByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: string;
                        settings: {
                            [key: string]: string;
                        };
                        versions: {
                            version: string;
                            settings: {
                                [key: string]: string;
                            };
                            interfaces: {
                                interface: string;
                                settings: {
                                    [key: string]: string;
                                };
                                operations: {
                                    operation: string;
                                    settings: {
                                        [key: string]: string;
                                    };
                                    definition: {
                                        /**
                                         * @default HTTP
                                         * @enum {string}
                                         */
                                        interfaceType: "HTTP" | "SOAP";
                                        request: {
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default [] */
                                            transforms: {
                                                /** @default  */
                                                description: string;
                                                /** @enum {string} */
                                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                /** @enum {string} */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default  */
                                                value: string;
                                                /** @enum {string} */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            }[];
                                            /** @default [] */
                                            parameters: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /** @default [] */
                                            headers: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /**
                                             * @default GET
                                             * @enum {string}
                                             */
                                            method: "GET" | "POST" | "PUT" | "DELETE";
                                            /** @default  */
                                            path: string;
                                            soapAction?: string;
                                        };
                                        response: {
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default [] */
                                            transforms: {
                                                /** @default  */
                                                description: string;
                                                /** @enum {string} */
                                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                /** @enum {string} */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default  */
                                                value: string;
                                                /** @enum {string} */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            }[];
                                            /** @default [] */
                                            parameters: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /** @default [] */
                                            headers: {
                                                name: string;
                                                value: string;
                                            }[];
                                        };
                                    };
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayInterfacesByProviderByProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    definition?: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType?: "HTTP" | "SOAP";
                        /** @default {} */
                        request?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method?: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path?: string;
                            soapAction?: string;
                        };
                        /** @default {} */
                        response?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: string;
                        settings: {
                            [key: string]: string;
                        };
                        versions: {
                            version: string;
                            settings: {
                                [key: string]: string;
                            };
                            interfaces: {
                                interface: string;
                                settings: {
                                    [key: string]: string;
                                };
                                operations: {
                                    operation: string;
                                    settings: {
                                        [key: string]: string;
                                    };
                                    definition: {
                                        /**
                                         * @default HTTP
                                         * @enum {string}
                                         */
                                        interfaceType: "HTTP" | "SOAP";
                                        request: {
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default [] */
                                            transforms: {
                                                /** @default  */
                                                description: string;
                                                /** @enum {string} */
                                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                /** @enum {string} */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default  */
                                                value: string;
                                                /** @enum {string} */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            }[];
                                            /** @default [] */
                                            parameters: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /** @default [] */
                                            headers: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /**
                                             * @default GET
                                             * @enum {string}
                                             */
                                            method: "GET" | "POST" | "PUT" | "DELETE";
                                            /** @default  */
                                            path: string;
                                            soapAction?: string;
                                        };
                                        response: {
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /**
                                             * @default *\/*
                                             * @enum {string}
                                             */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default [] */
                                            transforms: {
                                                /** @default  */
                                                description: string;
                                                /** @enum {string} */
                                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                                /** @enum {string} */
                                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                                /** @default  */
                                                value: string;
                                                /** @enum {string} */
                                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            }[];
                                            /** @default [] */
                                            parameters: {
                                                name: string;
                                                value: string;
                                            }[];
                                            /** @default [] */
                                            headers: {
                                                name: string;
                                                value: string;
                                            }[];
                                        };
                                    };
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayInterfacesByProviderByProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        settings: {
                            [key: string]: string;
                        };
                        interfaces: {
                            interface: string;
                            settings: {
                                [key: string]: string;
                            };
                            operations: {
                                operation: string;
                                settings: {
                                    [key: string]: string;
                                };
                                definition: {
                                    /**
                                     * @default HTTP
                                     * @enum {string}
                                     */
                                    interfaceType: "HTTP" | "SOAP";
                                    request: {
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default [] */
                                        transforms: {
                                            /** @default  */
                                            description: string;
                                            /** @enum {string} */
                                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                            /** @enum {string} */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default  */
                                            value: string;
                                            /** @enum {string} */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        }[];
                                        /** @default [] */
                                        parameters: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /** @default [] */
                                        headers: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /**
                                         * @default GET
                                         * @enum {string}
                                         */
                                        method: "GET" | "POST" | "PUT" | "DELETE";
                                        /** @default  */
                                        path: string;
                                        soapAction?: string;
                                    };
                                    response: {
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default [] */
                                        transforms: {
                                            /** @default  */
                                            description: string;
                                            /** @enum {string} */
                                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                            /** @enum {string} */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default  */
                                            value: string;
                                            /** @enum {string} */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        }[];
                                        /** @default [] */
                                        parameters: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /** @default [] */
                                        headers: {
                                            name: string;
                                            value: string;
                                        }[];
                                    };
                                };
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayInterfacesByProviderByProductByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    definition?: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType?: "HTTP" | "SOAP";
                        /** @default {} */
                        request?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method?: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path?: string;
                            soapAction?: string;
                        };
                        /** @default {} */
                        response?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        settings: {
                            [key: string]: string;
                        };
                        interfaces: {
                            interface: string;
                            settings: {
                                [key: string]: string;
                            };
                            operations: {
                                operation: string;
                                settings: {
                                    [key: string]: string;
                                };
                                definition: {
                                    /**
                                     * @default HTTP
                                     * @enum {string}
                                     */
                                    interfaceType: "HTTP" | "SOAP";
                                    request: {
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default [] */
                                        transforms: {
                                            /** @default  */
                                            description: string;
                                            /** @enum {string} */
                                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                            /** @enum {string} */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default  */
                                            value: string;
                                            /** @enum {string} */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        }[];
                                        /** @default [] */
                                        parameters: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /** @default [] */
                                        headers: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /**
                                         * @default GET
                                         * @enum {string}
                                         */
                                        method: "GET" | "POST" | "PUT" | "DELETE";
                                        /** @default  */
                                        path: string;
                                        soapAction?: string;
                                    };
                                    response: {
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /**
                                         * @default *\/*
                                         * @enum {string}
                                         */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default [] */
                                        transforms: {
                                            /** @default  */
                                            description: string;
                                            /** @enum {string} */
                                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                            /** @enum {string} */
                                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                            /** @default  */
                                            value: string;
                                            /** @enum {string} */
                                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        }[];
                                        /** @default [] */
                                        parameters: {
                                            name: string;
                                            value: string;
                                        }[];
                                        /** @default [] */
                                        headers: {
                                            name: string;
                                            value: string;
                                        }[];
                                    };
                                };
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayInterfacesByProviderByProductByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersionByInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interface: string;
                        settings: {
                            [key: string]: string;
                        };
                        operations: {
                            operation: string;
                            settings: {
                                [key: string]: string;
                            };
                            definition: {
                                /**
                                 * @default HTTP
                                 * @enum {string}
                                 */
                                interfaceType: "HTTP" | "SOAP";
                                request: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "DELETE";
                                    /** @default  */
                                    path: string;
                                    soapAction?: string;
                                };
                                response: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayInterfacesByProviderByProductByVersionByInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    definition?: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType?: "HTTP" | "SOAP";
                        /** @default {} */
                        request?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method?: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path?: string;
                            soapAction?: string;
                        };
                        /** @default {} */
                        response?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interface: string;
                        settings: {
                            [key: string]: string;
                        };
                        operations: {
                            operation: string;
                            settings: {
                                [key: string]: string;
                            };
                            definition: {
                                /**
                                 * @default HTTP
                                 * @enum {string}
                                 */
                                interfaceType: "HTTP" | "SOAP";
                                request: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "DELETE";
                                    /** @default  */
                                    path: string;
                                    soapAction?: string;
                                };
                                response: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayInterfacesByProviderByProductByVersionByInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation: string;
                        settings: {
                            [key: string]: string;
                        };
                        definition: {
                            /**
                             * @default HTTP
                             * @enum {string}
                             */
                            interfaceType: "HTTP" | "SOAP";
                            request: {
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default [] */
                                transforms: {
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                    /** @enum {string} */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default  */
                                    value: string;
                                    /** @enum {string} */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                }[];
                                /** @default [] */
                                parameters: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "POST" | "PUT" | "DELETE";
                                /** @default  */
                                path: string;
                                soapAction?: string;
                            };
                            response: {
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default [] */
                                transforms: {
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                    /** @enum {string} */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default  */
                                    value: string;
                                    /** @enum {string} */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                }[];
                                /** @default [] */
                                parameters: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    definition?: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType?: "HTTP" | "SOAP";
                        /** @default {} */
                        request?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method?: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path?: string;
                            soapAction?: string;
                        };
                        /** @default {} */
                        response?: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms?: {
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value?: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters?: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers?: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation: string;
                        settings: {
                            [key: string]: string;
                        };
                        definition: {
                            /**
                             * @default HTTP
                             * @enum {string}
                             */
                            interfaceType: "HTTP" | "SOAP";
                            request: {
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default [] */
                                transforms: {
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                    /** @enum {string} */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default  */
                                    value: string;
                                    /** @enum {string} */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                }[];
                                /** @default [] */
                                parameters: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "POST" | "PUT" | "DELETE";
                                /** @default  */
                                path: string;
                                soapAction?: string;
                            };
                            response: {
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /**
                                 * @default *\/*
                                 * @enum {string}
                                 */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default [] */
                                transforms: {
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                    /** @enum {string} */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default  */
                                    value: string;
                                    /** @enum {string} */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                }[];
                                /** @default [] */
                                parameters: {
                                    name: string;
                                    value: string;
                                }[];
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayInterfacesByProviderByProductByVersionByInterfaceByOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: number;
                        enabled: boolean;
                        settings: {
                            [key: string]: string;
                        };
                        integrations: string[];
                        storeName: string;
                        storeCode: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: number;
                        enabled: boolean;
                        settings: {
                            [key: string]: string;
                        };
                        integrations: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayIntegrationsByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    integrations?: unknown;
                    storeName?: unknown;
                    storeCode?: unknown;
                    storeId: number;
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: number;
                        enabled: boolean;
                        settings: {
                            [key: string]: string;
                        };
                        integrations: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayIntegrationsByStoreId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsByStoreIdByIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        storeId: number;
                        integration: string;
                        enabled: boolean;
                        connection: {
                            /** @enum {string} */
                            type: "HTTP";
                            uri: string;
                            /** @enum {string} */
                            authType: "NONE" | "BASIC" | "BEARER";
                            username: string | null;
                            passwordSet: boolean;
                            accessOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            accessTokenSet: boolean;
                            refreshOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            refreshTokenSet: boolean;
                            clientCertificate: string | null;
                            clientKeySet: boolean;
                            trustCertificate: string | null;
                        };
                        settings: {
                            [key: string]: string;
                        };
                        capture: {
                            /**
                             * @default FULL
                             * @enum {string}
                             */
                            mode: "FULL" | "ERRORS" | "METADATA";
                            /** @default [] */
                            redactHeaders: string[];
                            /** @default [] */
                            redactJsonPaths: string[];
                            /** @default 65536 */
                            maxBodyBytes: number;
                        };
                        operations: {
                            [key: string]: {
                                /**
                                 * @default HTTP
                                 * @enum {string}
                                 */
                                interfaceType: "HTTP" | "SOAP";
                                request: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "DELETE";
                                    /** @default  */
                                    path: string;
                                    soapAction?: string;
                                };
                                response: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                };
                                enabled: boolean;
                                storeId: number;
                                integration: string;
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                                override: boolean;
                                settings: {
                                    name: string;
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayIntegrationsByStoreIdByIntegration: {
        parameters: {
            query?: {
                mode?: "create" | "upsert";
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operations?: unknown;
                    storeId: number;
                    integration: string;
                    /** @default true */
                    enabled?: boolean;
                    provider: string;
                    product: string;
                    version: string;
                    interface: string;
                    connection: {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        type?: "HTTP";
                        uri: string;
                        /** @enum {string} */
                        authType: "NONE" | "BASIC" | "BEARER";
                        username?: string | null;
                        password?: string | null;
                        accessOperation?: {
                            provider: string;
                            product: string;
                            version: string;
                            interface: string;
                            operation: string;
                        } | null;
                        accessToken?: string | null;
                        refreshOperation?: {
                            provider: string;
                            product: string;
                            version: string;
                            interface: string;
                            operation: string;
                        } | null;
                        refreshToken?: string | null;
                        clientCertificate?: string | null;
                        clientKey?: string | null;
                        trustCertificate?: string | null;
                    };
                    /** @default {} */
                    settings?: {
                        [key: string]: string;
                    };
                    /** @default {} */
                    capture?: {
                        /**
                         * @default FULL
                         * @enum {string}
                         */
                        mode?: "FULL" | "ERRORS" | "METADATA";
                        /** @default [] */
                        redactHeaders?: string[];
                        /** @default [] */
                        redactJsonPaths?: string[];
                        /** @default 65536 */
                        maxBodyBytes?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        storeId: number;
                        integration: string;
                        enabled: boolean;
                        connection: {
                            /** @enum {string} */
                            type: "HTTP";
                            uri: string;
                            /** @enum {string} */
                            authType: "NONE" | "BASIC" | "BEARER";
                            username: string | null;
                            passwordSet: boolean;
                            accessOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            accessTokenSet: boolean;
                            refreshOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            refreshTokenSet: boolean;
                            clientCertificate: string | null;
                            clientKeySet: boolean;
                            trustCertificate: string | null;
                        };
                        settings: {
                            [key: string]: string;
                        };
                        capture: {
                            /**
                             * @default FULL
                             * @enum {string}
                             */
                            mode: "FULL" | "ERRORS" | "METADATA";
                            /** @default [] */
                            redactHeaders: string[];
                            /** @default [] */
                            redactJsonPaths: string[];
                            /** @default 65536 */
                            maxBodyBytes: number;
                        };
                        operations: {
                            [key: string]: {
                                /**
                                 * @default HTTP
                                 * @enum {string}
                                 */
                                interfaceType: "HTTP" | "SOAP";
                                request: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "DELETE";
                                    /** @default  */
                                    path: string;
                                    soapAction?: string;
                                };
                                response: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                };
                                enabled: boolean;
                                storeId: number;
                                integration: string;
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                                override: boolean;
                                settings: {
                                    name: string;
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        storeId: number;
                        integration: string;
                        enabled: boolean;
                        connection: {
                            /** @enum {string} */
                            type: "HTTP";
                            uri: string;
                            /** @enum {string} */
                            authType: "NONE" | "BASIC" | "BEARER";
                            username: string | null;
                            passwordSet: boolean;
                            accessOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            accessTokenSet: boolean;
                            refreshOperation: {
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                            } | null;
                            refreshTokenSet: boolean;
                            clientCertificate: string | null;
                            clientKeySet: boolean;
                            trustCertificate: string | null;
                        };
                        settings: {
                            [key: string]: string;
                        };
                        capture: {
                            /**
                             * @default FULL
                             * @enum {string}
                             */
                            mode: "FULL" | "ERRORS" | "METADATA";
                            /** @default [] */
                            redactHeaders: string[];
                            /** @default [] */
                            redactJsonPaths: string[];
                            /** @default 65536 */
                            maxBodyBytes: number;
                        };
                        operations: {
                            [key: string]: {
                                /**
                                 * @default HTTP
                                 * @enum {string}
                                 */
                                interfaceType: "HTTP" | "SOAP";
                                request: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "DELETE";
                                    /** @default  */
                                    path: string;
                                    soapAction?: string;
                                };
                                response: {
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /**
                                     * @default *\/*
                                     * @enum {string}
                                     */
                                    outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    /** @default [] */
                                    transforms: {
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                        /** @enum {string} */
                                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                        /** @default  */
                                        value: string;
                                        /** @enum {string} */
                                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                    }[];
                                    /** @default [] */
                                    parameters: {
                                        name: string;
                                        value: string;
                                    }[];
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                };
                                enabled: boolean;
                                storeId: number;
                                integration: string;
                                provider: string;
                                product: string;
                                version: string;
                                interface: string;
                                operation: string;
                                override: boolean;
                                settings: {
                                    name: string;
                                    value: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayIntegrationsByStoreIdByIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType: "HTTP" | "SOAP";
                        request: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms: {
                                /** @default  */
                                description: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path: string;
                            soapAction?: string;
                        };
                        response: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms: {
                                /** @default  */
                                description: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers: {
                                name: string;
                                value: string;
                            }[];
                        };
                        enabled: boolean;
                        storeId: number;
                        integration: string;
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        operation: string;
                        override: boolean;
                        settings: {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayIntegrationsByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    enabled?: boolean;
                    storeId: number;
                    integration: string;
                    provider: string;
                    product: string;
                    version: string;
                    interface: string;
                    /** @enum {string} */
                    interfaceType: "HTTP" | "SOAP";
                    operation: string;
                    /**
                     * @default true
                     * @enum {boolean}
                     */
                    override?: true;
                    /** @default [] */
                    settings?: {
                        name: string;
                        value: string;
                    }[];
                    request: {
                        /**
                         * @default *\/*
                         * @enum {string}
                         */
                        inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        /**
                         * @default *\/*
                         * @enum {string}
                         */
                        outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        /** @default [] */
                        transforms?: {
                            /** @default  */
                            description?: string;
                            /** @enum {string} */
                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                            /** @enum {string} */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default  */
                            value?: string;
                            /** @enum {string} */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        }[];
                        /** @default [] */
                        parameters?: {
                            name: string;
                            value: string;
                        }[];
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "POST" | "PUT" | "DELETE";
                        /** @default  */
                        path?: string;
                        soapAction?: string;
                    };
                    response: {
                        /**
                         * @default *\/*
                         * @enum {string}
                         */
                        inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        /**
                         * @default *\/*
                         * @enum {string}
                         */
                        outputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        /** @default [] */
                        transforms?: {
                            /** @default  */
                            description?: string;
                            /** @enum {string} */
                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                            /** @enum {string} */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default  */
                            value?: string;
                            /** @enum {string} */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        }[];
                        /** @default [] */
                        parameters?: {
                            name: string;
                            value: string;
                        }[];
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @default HTTP
                         * @enum {string}
                         */
                        interfaceType: "HTTP" | "SOAP";
                        request: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms: {
                                /** @default  */
                                description: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers: {
                                name: string;
                                value: string;
                            }[];
                            /**
                             * @default GET
                             * @enum {string}
                             */
                            method: "GET" | "POST" | "PUT" | "DELETE";
                            /** @default  */
                            path: string;
                            soapAction?: string;
                        };
                        response: {
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /**
                             * @default *\/*
                             * @enum {string}
                             */
                            outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            /** @default [] */
                            transforms: {
                                /** @default  */
                                description: string;
                                /** @enum {string} */
                                type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                                /** @enum {string} */
                                inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                                /** @default  */
                                value: string;
                                /** @enum {string} */
                                outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                            }[];
                            /** @default [] */
                            parameters: {
                                name: string;
                                value: string;
                            }[];
                            /** @default [] */
                            headers: {
                                name: string;
                                value: string;
                            }[];
                        };
                        enabled: boolean;
                        storeId: number;
                        integration: string;
                        provider: string;
                        product: string;
                        version: string;
                        interface: string;
                        operation: string;
                        override: boolean;
                        settings: {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteGatewayIntegrationsByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewayTransformsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transforms: {
                        /** @default  */
                        description?: string;
                        /** @enum {string} */
                        type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                        /** @enum {string} */
                        inputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                        /** @default  */
                        value?: string;
                        /** @enum {string} */
                        outputContentType: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                    }[];
                    input: string;
                    /**
                     * @default application/json
                     * @enum {string}
                     */
                    inputContentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        steps: {
                            index: number;
                            /** @enum {string} */
                            type: "RAW" | "AUTO" | "JAVASCRIPT" | "XSLT" | "JOLT" | "THYMELEAF" | "HANDLEBARS";
                            description: string;
                            output: string | null;
                            contentType: string;
                            durationMs: number;
                            error: string | null;
                        }[];
                        output: string | null;
                        contentType: string | null;
                        failedStep: number | null;
                        error: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsLog: {
        parameters: {
            query: {
                storeId: number;
                page?: number;
                size?: number;
                integrationName?: string;
                operationName?: string;
                searchTerm?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsByStoreIdByIntegrationLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsByStoreIdByIntegrationByOperationLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path: {
                provider: string;
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersionLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersionByInterfaceLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayInterfacesByProviderByProductByVersionByInterfaceByOperationLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path: {
                provider: string;
                product: string;
                version: string;
                interface: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            createdOn: string;
                            requestedOn: string | null;
                            correlationId: string;
                            integrationShortName: string;
                            operationShortName: string;
                            responseStatusCode: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        nextPage: number | null;
                        hasNextPage: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayIntegrationsExchangeById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        createdOn: string;
                        requestedOn: string | null;
                        correlationId: string;
                        integrationShortName: string;
                        operationShortName: string;
                        responseStatusCode: number | null;
                        storeId: number;
                        durationMs: number;
                        upstreamMs: number | null;
                        error: string | null;
                        path: string;
                        parameters: string;
                        body: string;
                        request: string;
                        received: string;
                        response: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayCertificatePem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postGatewaySendByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    body?: string;
                    /**
                     * @default application/json
                     * @enum {string}
                     */
                    contentType?: "*/*" | "text/plain" | "text/xml" | "application/json" | "application/x-www-form-urlencoded";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        contentType: string | null;
                        body: string;
                        durationMs: number;
                        exchangeId: number | null;
                        correlationId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGatewayExecuteByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putGatewayExecuteByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postGatewayExecuteByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteGatewayExecuteByStoreIdByIntegrationByOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                integration: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSyncByStoreIdSource: {
        parameters: {
            query?: {
                mappedOnly?: "true" | "false";
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            [key: string]: {
                                name: string;
                                columns?: {
                                    name: string;
                                    type: string;
                                    nullable: boolean;
                                    primaryKey: boolean;
                                }[];
                                primaryKey?: string[];
                                mapped?: boolean;
                                hasFilter?: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdSource: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    protocol: "https" | "http";
                    hostName: string;
                    port: number;
                    agentKey?: string;
                    dbAlias?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        databases?: {
                            id: string;
                            type: string;
                        }[];
                        schemas?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncSource: {
        parameters: {
            query: {
                storeId: number;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: number;
                        sourceType: string;
                        /** @enum {string} */
                        syncType: "GATEWAY" | "AGENT";
                        integrationName: string | null;
                        dbType: ("MSSQL" | "ORACLE" | "POSTGRES" | "MYSQL") | null;
                        protocol: ("https" | "http") | null;
                        hostName: string | null;
                        port: number | null;
                        dbAlias: string | null;
                        dbSchema: string | null;
                        isActive: boolean;
                        /** @enum {string} */
                        syncVersion: "NONE" | "SYNC_1" | "SYNC_2";
                        agentKeySet: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncSource: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentKeySet?: unknown;
                    id?: number;
                    storeId: number;
                    sourceType: string;
                    /** @enum {string} */
                    syncType: "GATEWAY" | "AGENT";
                    integrationName?: string | null;
                    dbType?: ("MSSQL" | "ORACLE" | "POSTGRES" | "MYSQL") | null;
                    protocol?: ("https" | "http") | null;
                    hostName?: string | null;
                    port?: number | null;
                    dbAlias?: string | null;
                    dbSchema?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    /** @enum {string} */
                    syncVersion: "NONE" | "SYNC_1" | "SYNC_2";
                    agentKey?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: number;
                        sourceType: string;
                        /** @enum {string} */
                        syncType: "GATEWAY" | "AGENT";
                        integrationName: string | null;
                        dbType: ("MSSQL" | "ORACLE" | "POSTGRES" | "MYSQL") | null;
                        protocol: ("https" | "http") | null;
                        hostName: string | null;
                        port: number | null;
                        dbAlias: string | null;
                        dbSchema: string | null;
                        isActive: boolean;
                        /** @enum {string} */
                        syncVersion: "NONE" | "SYNC_1" | "SYNC_2";
                        agentKeySet: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putSyncSourceById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentKeySet?: unknown;
                    id?: number;
                    storeId: number;
                    sourceType: string;
                    /** @enum {string} */
                    syncType: "GATEWAY" | "AGENT";
                    integrationName?: string | null;
                    dbType?: ("MSSQL" | "ORACLE" | "POSTGRES" | "MYSQL") | null;
                    protocol?: ("https" | "http") | null;
                    hostName?: string | null;
                    port?: number | null;
                    dbAlias?: string | null;
                    dbSchema?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    /** @enum {string} */
                    syncVersion: "NONE" | "SYNC_1" | "SYNC_2";
                    agentKey?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: number;
                        sourceType: string;
                        /** @enum {string} */
                        syncType: "GATEWAY" | "AGENT";
                        integrationName: string | null;
                        dbType: ("MSSQL" | "ORACLE" | "POSTGRES" | "MYSQL") | null;
                        protocol: ("https" | "http") | null;
                        hostName: string | null;
                        port: number | null;
                        dbAlias: string | null;
                        dbSchema: string | null;
                        isActive: boolean;
                        /** @enum {string} */
                        syncVersion: "NONE" | "SYNC_1" | "SYNC_2";
                        agentKeySet: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdSourceByTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            [key: string]: {
                                name: string;
                                columns?: {
                                    name: string;
                                    type: string;
                                    nullable: boolean;
                                    primaryKey: boolean;
                                }[];
                                primaryKey?: string[];
                                mapped?: boolean;
                                hasFilter?: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdSourceByTablePreview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    filter?: unknown | null;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: string[];
                        rows: {
                            [key: string]: unknown;
                        }[];
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdTarget: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            [key: string]: {
                                name: string;
                                columns?: {
                                    name: string;
                                    type: string;
                                    nullable: boolean;
                                    primaryKey: boolean;
                                }[];
                                primaryKey?: string[];
                                mapped?: boolean;
                                hasFilter?: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdTargetByTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            [key: string]: {
                                name: string;
                                columns?: {
                                    name: string;
                                    type: string;
                                    nullable: boolean;
                                    primaryKey: boolean;
                                }[];
                                primaryKey?: string[];
                                mapped?: boolean;
                                hasFilter?: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdMapping: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        sourceTable: string;
                        sourceColumn: string;
                        targetTable: string;
                        targetColumn: string;
                        defaultValue: string | null;
                        rowGroup: string | null;
                        converter: string | null;
                        isOverride: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdMapping: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sourceTable: string;
                    sourceColumn: string;
                    targetTable: string;
                    targetColumn: string;
                    defaultValue?: string | null;
                    rowGroup?: string | null;
                    converter?: string | null;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        sourceTable: string;
                        sourceColumn: string;
                        targetTable: string;
                        targetColumn: string;
                        defaultValue: string | null;
                        rowGroup: string | null;
                        converter: string | null;
                        isOverride: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSyncByStoreIdMappingByMappingId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                mappingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdSendMappings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "SENT" | "INVALID";
                        mappings: number;
                        overrides: number;
                        tables: number;
                        problems: {
                            mappingId: string | null;
                            message: string;
                            /** @enum {string} */
                            severity?: "ERROR" | "WARNING";
                        }[];
                        sentAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdFilter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tableName: string;
                        expr: string;
                        tree: components["schemas"]["FilterNode"];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdFilterByTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tableName: string;
                        expr: string;
                        tree: components["schemas"]["FilterNode"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdFilterByTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expr: string;
                    tree?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tableName: string;
                        expr: string;
                        tree: components["schemas"]["FilterNode"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSyncByStoreIdFilterByTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncFilterExpr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tree: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expr: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncFilterTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expr: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tree: components["schemas"]["FilterNode"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncSourceByIdSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isActive: boolean;
                        days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                        startHour: number | null;
                        endHour: number | null;
                        frequency: ("ONE_MIN" | "TWO_MIN" | "FIVE_MIN" | "TEN_MIN" | "FIFTEEN_MIN" | "THIRTY_MIN" | "ONE_HOUR") | null;
                        tables: string[];
                        timeZone: string;
                        nextDueAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putSyncSourceByIdSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                    days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    startHour: number | null;
                    endHour: number | null;
                    frequency: ("ONE_MIN" | "TWO_MIN" | "FIVE_MIN" | "TEN_MIN" | "FIFTEEN_MIN" | "THIRTY_MIN" | "ONE_HOUR") | null;
                    /** @default [] */
                    tables?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isActive: boolean;
                        days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                        startHour: number | null;
                        endHour: number | null;
                        frequency: ("ONE_MIN" | "TWO_MIN" | "FIVE_MIN" | "TEN_MIN" | "FIFTEEN_MIN" | "THIRTY_MIN" | "ONE_HOUR") | null;
                        tables: string[];
                        timeZone: string;
                        nextDueAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdScheduleRuns: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: number;
                        sourceId: number;
                        dueAt: string;
                        recordedAt: string;
                        startedAt: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: number;
                        clientConnection: {
                            /** @default null */
                            protocol: ("https" | "http") | null;
                            /** @default  */
                            domain: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            path: string;
                        };
                        erpConnection: {
                            /** @default  */
                            username: string;
                            /** @default null */
                            databaseProvider: ("mysql" | "postgres" | "oracle" | "db2") | null;
                            /** @default  */
                            host: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            databaseUsername: string;
                            /** @default  */
                            database: string;
                            /** @default  */
                            schema: string;
                            passwordSet: boolean;
                            databasePasswordSet: boolean;
                        };
                        webService: {
                            /** @default null */
                            protocol: ("https" | "http") | null;
                            /** @default  */
                            domain: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            path: string;
                            /** @default  */
                            poolId: string;
                        };
                        language: {
                            /** @default null */
                            default: ("english" | "portuguese") | null;
                            /** @default [] */
                            other: ("english" | "portuguese")[];
                        };
                        resources: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putSyncByStoreIdSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId?: unknown;
                    clientConnection?: {
                        /** @default null */
                        protocol?: ("https" | "http") | null;
                        /** @default  */
                        domain?: string;
                        /** @default null */
                        port?: number | null;
                        /** @default  */
                        path?: string;
                    };
                    erpConnection?: {
                        /** @default  */
                        username?: string;
                        password?: string | null;
                        /** @default null */
                        databaseProvider?: ("mysql" | "postgres" | "oracle" | "db2") | null;
                        /** @default  */
                        host?: string;
                        /** @default null */
                        port?: number | null;
                        /** @default  */
                        databaseUsername?: string;
                        databasePassword?: string | null;
                        /** @default  */
                        database?: string;
                        /** @default  */
                        schema?: string;
                        passwordSet?: unknown;
                        databasePasswordSet?: unknown;
                    };
                    webService?: {
                        /** @default null */
                        protocol?: ("https" | "http") | null;
                        /** @default  */
                        domain?: string;
                        /** @default null */
                        port?: number | null;
                        /** @default  */
                        path?: string;
                        /** @default  */
                        poolId?: string;
                    };
                    language?: {
                        /** @default null */
                        default?: ("english" | "portuguese") | null;
                        /** @default [] */
                        other?: ("english" | "portuguese")[];
                    };
                    resources?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: number;
                        clientConnection: {
                            /** @default null */
                            protocol: ("https" | "http") | null;
                            /** @default  */
                            domain: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            path: string;
                        };
                        erpConnection: {
                            /** @default  */
                            username: string;
                            /** @default null */
                            databaseProvider: ("mysql" | "postgres" | "oracle" | "db2") | null;
                            /** @default  */
                            host: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            databaseUsername: string;
                            /** @default  */
                            database: string;
                            /** @default  */
                            schema: string;
                            passwordSet: boolean;
                            databasePasswordSet: boolean;
                        };
                        webService: {
                            /** @default null */
                            protocol: ("https" | "http") | null;
                            /** @default  */
                            domain: string;
                            /** @default null */
                            port: number | null;
                            /** @default  */
                            path: string;
                            /** @default  */
                            poolId: string;
                        };
                        language: {
                            /** @default null */
                            default: ("english" | "portuguese") | null;
                            /** @default [] */
                            other: ("english" | "portuguese")[];
                        };
                        resources: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequest: {
        parameters: {
            query?: {
                n?: number;
                q?: "open" | "all" | "failed";
                v?: "list";
                s?: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            /** Format: uuid */
                            id: string;
                            created: string;
                            /** @enum {string} */
                            requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                            /** @enum {string} */
                            type: "FULL" | "INCREMENTAL";
                            /** @enum {string} */
                            stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                            percentage: number;
                            description: string;
                            stageProgress: {
                                currentIndex: number;
                                endIndex: number;
                                checkpoint: string | null;
                            };
                            etaSeconds: number | null;
                            summary: {
                                tables: number;
                                rowsRead: number;
                                inserted: number;
                                updated: number;
                                deleted: number;
                                failed: number;
                                bytes: number;
                                emptied: {
                                    table: string;
                                    rows: number;
                                    dependent: boolean;
                                }[];
                                warnings: {
                                    table: string;
                                    rows: number;
                                }[];
                            };
                            error: string | null;
                            tables: string[];
                            truncate: boolean;
                            /** @enum {string} */
                            deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                            finished: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestByIdStop: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestByIdRestart: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdUploadData: {
        parameters: {
            query?: {
                truncate?: "true" | "false";
                deleteMode?: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdUploadData: {
        parameters: {
            query?: {
                truncate?: "true" | "false";
                deleteMode?: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tables: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncByStoreIdUploadDataDeletePlan: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    tables?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            table: string;
                            rows: number;
                            dependent: boolean;
                            refersTo: string[];
                        }[];
                        chosenOnlyRefusal: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdUploadChanges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        created: string;
                        /** @enum {string} */
                        requestType: "LOAD_ALL" | "LOAD_TABLES" | "LOAD_CHANGES" | "SCHEDULED" | "WEBHOOK";
                        /** @enum {string} */
                        type: "FULL" | "INCREMENTAL";
                        /** @enum {string} */
                        stage: "CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED";
                        percentage: number;
                        description: string;
                        stageProgress: {
                            currentIndex: number;
                            endIndex: number;
                            checkpoint: string | null;
                        };
                        etaSeconds: number | null;
                        summary: {
                            tables: number;
                            rowsRead: number;
                            inserted: number;
                            updated: number;
                            deleted: number;
                            failed: number;
                            bytes: number;
                            emptied: {
                                table: string;
                                rows: number;
                                dependent: boolean;
                            }[];
                            warnings: {
                                table: string;
                                rows: number;
                            }[];
                        };
                        error: string | null;
                        tables: string[];
                        truncate: boolean;
                        /** @enum {string} */
                        deleteMode: "WITH_DEPENDENTS" | "CHOSEN_ONLY";
                        finished: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdGraphByPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                period: "hour" | "today" | "week" | "month";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        labels: string[];
                        points: {
                            name: string;
                            upload: number;
                            row: number;
                            byte: number;
                            error: number;
                        }[];
                        totals: {
                            UPLOADS: number;
                            ROWS: number;
                            BYTES: number;
                            ERRORS: number;
                        };
                        from: string;
                        to: string;
                        timeZone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestByIdFailure: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            id: number;
                            table: string;
                            category: string;
                            count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestByIdFailureByGroupId: {
        parameters: {
            query?: {
                n?: number;
                after?: number;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            detail: string;
                            /** @enum {string} */
                            stage: "EXTRACT" | "TRANSFORM" | "LOAD";
                            data: {
                                [key: string]: unknown;
                            } | null;
                            created: string;
                        }[];
                        total: number;
                        nextAfter: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSyncByStoreIdRequestByIdFailureByGroupId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        processed: number;
                        succeeded: number;
                        failed: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdRequestByIdFailureByGroupIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                id: string;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        processed: number;
                        succeeded: number;
                        failed: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSyncByStoreIdFailureByCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                code: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        processed: number;
                        succeeded: number;
                        failed: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdFailureByCodeRetry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
                code: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        processed: number;
                        succeeded: number;
                        failed: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdsStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeIds: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_LOADED" | "SCHEDULER_OFF" | "AGENT_OFF" | "AGENT_ISSUE" | "CDC_DISABLED" | "CDC_WRAPPED" | "CDC_STATIONARY" | "NO_DATA" | "SYNC_OVERDUE" | "OK";
                        description: string;
                        stage: ("CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED") | null;
                        requestId: string | null;
                    } | {
                        [key: string]: {
                            /** @enum {string} */
                            code: "NOT_LOADED" | "SCHEDULER_OFF" | "AGENT_OFF" | "AGENT_ISSUE" | "CDC_DISABLED" | "CDC_WRAPPED" | "CDC_STATIONARY" | "NO_DATA" | "SYNC_OVERDUE" | "OK";
                            description: string;
                            stage: ("CREATED" | "REQUESTED" | "EXTRACT_PENDING" | "EXTRACTING" | "TRANSFER_PENDING" | "TRANSFERRING" | "SENT" | "RECEIVED" | "LOADING" | "COMPLETED" | "FAILED") | null;
                            requestId: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncSubscriptions: {
        parameters: {
            query: {
                erpType: "Sage_X3" | "Sage_300" | "MS_Dynamics_BC";
                storeId: number;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        webhookType: string;
                        expirationDateTime: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncSubscriptions: {
        parameters: {
            query: {
                erpType: "Sage_X3" | "Sage_300" | "MS_Dynamics_BC";
                storeId: number;
                webhookType: "items" | "customers" | "itemCategories" | "salesOrders";
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        webhookType: string;
                        expirationDateTime: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSyncSubscriptions: {
        parameters: {
            query: {
                erpType: "Sage_X3" | "Sage_300" | "MS_Dynamics_BC";
                storeId: number;
                subscriptionId: string;
            };
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncSubscriptionsWebhookTypes: {
        parameters: {
            query: {
                erpType: "Sage_X3" | "Sage_300" | "MS_Dynamics_BC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSyncSubscriptionsNotifications: {
        parameters: {
            query?: {
                validationToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: number;
                        ignored: number;
                        requests: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSyncByStoreIdReconciliation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedAt: string;
                        tables: {
                            sourceTable: string;
                            targetTable: string;
                            targetKey: string[];
                            sourceKey: string[];
                            source: {
                                rows: number;
                                keys: number;
                                checksum: string;
                            } | null;
                            store: {
                                rows: number;
                                keys: number;
                                checksum: string;
                            } | null;
                            match: boolean;
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchStoreManagerStoresByStoreIdSyncVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: 400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.
                 * @example S000001
                 */
                "x-xm-store"?: string;
            };
            path: {
                storeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": "NONE" | "SYNC_1" | "SYNC_2";
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        storeId: string;
                        name: string;
                        originName: string;
                        domains: {
                            name: string;
                            protocol: string;
                            isStaging: boolean;
                            isPrimary: boolean;
                        }[];
                        stgDomain: string;
                        primaryDomain: string | null;
                        erpType: {
                            id: number;
                            code: string;
                            name: string;
                        };
                        erpTypeVersion: {
                            id: number;
                            name: string;
                        };
                        contactName: string | null;
                        contactEmail: string | null;
                        contactPhone: string | null;
                        partnerUsers: {
                            id: number;
                            name: string;
                            username: string;
                        }[];
                        /** @enum {string} */
                        storeType: "B2C" | "B2B" | "MARKETPLACE";
                        storeStatus: {
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            nextStatusTypes: ("RETRY" | "DEACTIVATE" | "REACTIVATE" | "DELETE")[];
                        };
                        storeStatuses: {
                            id: number;
                            /** @enum {string} */
                            statusType: "CREATING" | "UPDATING" | "CREATED" | "FAILED" | "LIVE" | "DEACTIVATING" | "REACTIVATING" | "DELETING" | "DEACTIVATED" | "REACTIVATED" | "DELETED";
                            createdBy: string | null;
                            createdDate: string;
                        }[];
                        databaseSize: number | null;
                        databaseInstanceName: string | null;
                        cdnSize: number | null;
                        syncVersion: string | null;
                        orderIntegrationVersion: string | null;
                        dataCentre: {
                            id: number;
                            endpoint: string | null;
                            timeZone: string;
                        };
                        logs: {
                            logType: string;
                            text: string;
                            timestamp: string;
                        }[];
                        createdBy: string | null;
                        createdDate: string | null;
                        modifiedBy: string | null;
                        modifiedDate: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCdnByStoreIdByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                /** @description The rest of the path: a file’s path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "UP";
                    };
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "READY";
                        checks: {
                            [key: string]: "UP";
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
