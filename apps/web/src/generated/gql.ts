/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminAuditEvents($filter: AuditFilter) {\n  auditEvents(filter: $filter) {\n    id\n    at\n    actorKind\n    actor\n    kind\n    application\n    target\n    detail\n    address\n  }\n}\n\nquery AdminAuditCsv($filter: AuditFilter) {\n  auditEventsCsv(filter: $filter)\n}": typeof types.AdminAuditEventsDocument,
    "fragment AdminDeviceFields on Device {\n  installId\n  workerName\n  workerEmail\n  application\n  platform\n  appVersion\n  contentRelease\n  lastContactAt\n  lastSyncAt\n  lastFailureAt\n  lastFailureReason\n  waitingEdits\n  vaultLocked\n  statusReportedAt\n  storageUsed\n  storageQuota\n  wipeOrder\n  wipeAcknowledgedAt\n  healedAt\n  healedRecords\n  attention {\n    kind\n    since\n    reason\n  }\n}\n\nquery AdminPhones($filter: DeviceFilter) {\n  phones(filter: $filter) {\n    id\n    wipeOrder\n    wipedAt\n    wipeNowAt\n    lastContactAt\n    reportedAt\n    lockedEdits {\n      installId\n      workerName\n      workerEmail\n      edits\n    }\n    installs {\n      ...AdminDeviceFields\n    }\n    staleInstalls {\n      installId\n      workerName\n      workerEmail\n    }\n  }\n}\n\nmutation AdminRetireDevice($installId: ID!) {\n  retireDevice(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminMarkDeviceLost($installId: ID!) {\n  markDeviceLost(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminWipeDeviceNow($installId: ID!) {\n  wipeDeviceNow(installId: $installId) {\n    installId\n  }\n}\n\nmutation AdminEndDeviceSession($installId: ID!) {\n  endDeviceSession(installId: $installId) {\n    installId\n  }\n}": typeof types.AdminDeviceFieldsFragmentDoc,
    "mutation AdminOperatorLogin($email: String!, $password: String!) {\n  operatorLogin(email: $email, password: $password) {\n    token\n    operator {\n      id\n      email\n      name\n      application\n      role\n    }\n  }\n}": typeof types.AdminOperatorLoginDocument,
    "query AdminOperatorMe {\n  operatorMe {\n    id\n    email\n    name\n    application\n    role\n  }\n  operatorDeployments\n}": typeof types.AdminOperatorMeDocument,
    "query AdminSyncHealth($application: String, $days: Int) {\n  syncHealth(application: $application, days: $days) {\n    application\n    days {\n      day\n      devices\n      edits\n      failing\n    }\n    installs {\n      installId\n      platform\n      records\n      mutations\n      lastSync\n      daysSinceSync\n    }\n  }\n}": typeof types.AdminSyncHealthDocument,
    "mutation AdminImportTeam($file: String!, $format: TeamFileFormat!, $dryRun: Boolean!) {\n  importTeam(file: $file, format: $format, dryRun: $dryRun) {\n    dryRun\n    created\n    unchanged\n    failed\n    rows {\n      row\n      name\n      email\n      deployment\n      role\n      region\n      outcome\n      errors {\n        column\n        problem\n        message\n      }\n    }\n    logins {\n      row\n      name\n      email\n      application\n      code\n      expiresAt\n    }\n  }\n}": typeof types.AdminImportTeamDocument,
    "query AdminUsers($filter: UserFilter) {\n  users(filter: $filter) {\n    id\n    email\n    name\n    application\n    role\n    createdAt\n    disabledAt\n  }\n}\n\nmutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    email\n  }\n}\n\nmutation AdminDisableUser($id: ID!) {\n  disableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminEnableUser($id: ID!) {\n  enableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminIssueLoginToken($email: String!) {\n  createLoginToken(email: $email)\n}\n\nquery AdminPasswordRequests {\n  passwordRequests {\n    id\n    email\n    known\n    requestedAt\n  }\n}\n\nmutation AdminAnswerPasswordRequest($id: Int!) {\n  answerPasswordRequest(id: $id)\n}": typeof types.AdminUsersDocument,
    "query Translations($applicationId: Int!, $language: String!) {\n  translations(applicationId: $applicationId, language: $language) {\n    identifier\n    translation\n  }\n}": typeof types.TranslationsDocument,
    "query Articles($applicationId: Int!, $language: String!) {\n  articles(applicationId: $applicationId, language: $language) {\n    uuid\n    parent_id\n    default\n    page\n    childpages\n    article\n  }\n}": typeof types.ArticlesDocument,
    "query InstallRecordsOffered($from: InstallProofInput!) {\n  installRecordsOffered(from: $from) {\n    table\n    count\n  }\n}\n\nmutation AdoptInstallRecords($from: InstallProofInput!) {\n  adoptInstallRecords(from: $from) {\n    table\n    count\n  }\n}": typeof types.InstallRecordsOfferedDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation RequestPassword($email: String!) {\n  requestPassword(email: $email)\n}": typeof types.RequestPasswordDocument,
    "mutation SetPassword($token: String!, $password: String!) {\n  setPassword(token: $token, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}": typeof types.SetPasswordDocument,
    "fragment ChatMessageFields on ChatMessage {\n  uuid\n  text\n  sent_at\n  sender_user_id\n  sender_name\n  dataversion\n  deletedAt\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "query ChatMessage($uuid: ID!) {\n  chatMessage(uuid: $uuid) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessageDocument,
    "query ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessagesDocument,
    "fragment ClientFields on Client {\n  uuid\n  clientname\n  age\n  valid\n  archived\n  status\n  synced\n  saved\n  dataversion\n  updatedAt\n  deletedAt\n  clientFormFields {\n    ...ClientFormFieldParts\n  }\n}": typeof types.ClientFieldsFragmentDoc,
    "fragment ClientFormFieldParts on ClientFormField {\n  uuid\n  answer\n  mandatory\n  clientField\n  birthdate\n  component\n  flowelement\n  categories {\n    id\n    text_input\n  }\n}": typeof types.ClientFormFieldPartsFragmentDoc,
    "query ClientFormTemplate($applicationId: Int!, $language: String!) {\n  genericClients(applicationId: $applicationId, language: $language) {\n    uuid\n    clientFormFields {\n      ...ClientFormFieldParts\n    }\n  }\n}": typeof types.ClientFormTemplateDocument,
    "fragment ClientImageFields on ClientImage {\n  uuid\n  client_uuid\n  image\n  dataversion\n  deletedAt\n}\n\nfragment ClientImageAnswerFields on ClientImage {\n  uuid\n  client_uuid\n  dataversion\n  deletedAt\n}": typeof types.ClientImageFieldsFragmentDoc,
    "query ClientImage($uuid: ID!) {\n  clientImage(uuid: $uuid) {\n    ...ClientImageFields\n  }\n}": typeof types.ClientImageDocument,
    "query ClientImages($clientUuid: ID) {\n  clientImages(clientUuid: $clientUuid) {\n    ...ClientImageFields\n  }\n}": typeof types.ClientImagesDocument,
    "query ClientList {\n  clients {\n    ...ClientListFields\n  }\n}\n\nfragment ClientListFields on Client {\n  uuid\n  clientname\n  archived\n  dataversion\n}\n\nfragment ClientBadgeFields on Client {\n  age\n  valid\n}": typeof types.ClientListDocument,
    "query Client($uuid: ID!) {\n  client(uuid: $uuid) {\n    ...ClientFields\n  }\n}": typeof types.ClientDocument,
    "query Clients {\n  clients {\n    ...ClientFields\n  }\n}": typeof types.ClientsDocument,
    "fragment CycleActionFields on CycleAction {\n  uuid\n  description_uuid\n  action\n  ready\n  saved\n  dataversion\n  deletedAt\n}": typeof types.CycleActionFieldsFragmentDoc,
    "query CycleAction($uuid: ID!) {\n  cycleAction(uuid: $uuid) {\n    ...CycleActionFields\n  }\n}": typeof types.CycleActionDocument,
    "query CycleActions {\n  cycleActions {\n    ...CycleActionFields\n  }\n}": typeof types.CycleActionsDocument,
    "fragment CycleDescriptionFields on CycleDescription {\n  uuid\n  client_uuid\n  cycledomain_id\n  fillinform_uuid\n  type\n  description\n  goal\n  why\n  cycle_rhythm\n  cycle_start\n  cycle_end\n  goal_status\n  goal_achievement\n  goal_evaluation\n  archived\n  archive_date\n  goal_editted\n  active\n  saved\n  dataversion\n  deletedAt\n}": typeof types.CycleDescriptionFieldsFragmentDoc,
    "query CycleDescription($uuid: ID!) {\n  cycleDescription(uuid: $uuid) {\n    ...CycleDescriptionFields\n  }\n}": typeof types.CycleDescriptionDocument,
    "query CycleDescriptions {\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n}": typeof types.CycleDescriptionsDocument,
    "query CurrentApplication {\n  application {\n    id\n    app_identifier\n    app_title\n    login\n    version\n    contentVersion\n    metadata {\n      text2speech\n      userLogin\n      introText\n    }\n    languages {\n      id\n      name\n      languageCode\n    }\n    regions {\n      id\n      name\n      countryID\n    }\n    forms {\n      formtype\n    }\n  }\n}": typeof types.CurrentApplicationDocument,
    "fragment FavoriteFields on Favorite {\n  uuid\n  article_uuid\n  page\n  dataversion\n  deletedAt\n}": typeof types.FavoriteFieldsFragmentDoc,
    "query Favorites {\n  favorites {\n    ...FavoriteFields\n  }\n}\n\nquery Favorite($uuid: ID!) {\n  favorite(uuid: $uuid) {\n    ...FavoriteFields\n  }\n}": typeof types.FavoritesDocument,
    "mutation CreateHiAppPdf($form: HiappClientFormInput!, $language: String!) {\n  createHiAppPdf(form: $form, language: $language) {\n    fileName\n    contentType\n    base64\n  }\n}": typeof types.CreateHiAppPdfDocument,
    "fragment HiappClientFormFields on HiappClientForm {\n  uuid\n  client_reference\n  dataversion\n  updatedAt\n  deletedAt\n  hiapp_subjects {\n    order\n    hi_issues {\n      id\n      chosen\n      hi_causes {\n        id\n        chosen\n        hi_solutions {\n          id\n          chosen\n          prescriptionTxt\n        }\n      }\n    }\n  }\n}": typeof types.HiappClientFormFieldsFragmentDoc,
    "query HiappClientForm($uuid: ID!) {\n  hiappClientForm(uuid: $uuid) {\n    ...HiappClientFormFields\n  }\n}": typeof types.HiappClientFormDocument,
    "query HiappClientForms {\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n}": typeof types.HiappClientFormsDocument,
    "query HiappTree($applicationId: Int!, $language: String!) {\n  hiappForm(applicationId: $applicationId, language: $language) {\n    hiapp_subjects {\n      order\n      label\n      hi_issues {\n        id\n        label\n        hi_causes {\n          id\n          label\n          hi_solutions {\n            id\n            label\n            prescriptionTxt\n          }\n        }\n      }\n    }\n  }\n}": typeof types.HiappTreeDocument,
    "query MilestoneChecklists($applicationId: Int!, $language: String!) {\n  milestoneChecklists(applicationId: $applicationId, language: $language) {\n    id\n    ageMonths\n    domain\n    indicators {\n      id\n      text\n    }\n  }\n}": typeof types.MilestoneChecklistsDocument,
    "fragment MilestoneFormFields on MilestoneForm {\n  uuid\n  client_uuid\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  categories {\n    id\n    indicators {\n      id\n      status\n    }\n  }\n}\n\nfragment MyChildFields on MyChild {\n  uuid\n  birthdate\n  dataversion\n  updatedAt\n  deletedAt\n}": typeof types.MilestoneFormFieldsFragmentDoc,
    "query MilestoneForms {\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n}\n\nquery MilestoneForm($uuid: ID!) {\n  milestoneForm(uuid: $uuid) {\n    ...MilestoneFormFields\n  }\n}": typeof types.MilestoneFormsDocument,
    "query MyChildren {\n  myChildren {\n    ...MyChildFields\n  }\n}\n\nquery MyChild($uuid: ID!) {\n  myChild(uuid: $uuid) {\n    ...MyChildFields\n  }\n}": typeof types.MyChildrenDocument,
    "fragment RehabilitationFields on Rehabilitation {\n  uuid\n  client_uuid\n  archive\n  visitFrequency\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  domains {\n    domain_id\n    order\n    description\n    info\n    abilities\n    challenges\n    type\n    goals {\n      uuid\n      type\n      domain_id\n      activationdate\n      completiondate\n      description\n      goal\n      why\n      evaluation\n      satisfaction\n      achieved\n      active\n      finished\n      actions {\n        uuid\n        description\n        ready\n      }\n    }\n  }\n  ladder_of_live {\n    uuid\n    editortext\n    elementypekey\n    component\n    columns\n    content\n    itemtype\n    categoryID\n    itemStyle\n    mandatory\n    rows\n    label\n    answer\n    items {\n      id\n      label\n      value\n    }\n    measure {\n      uuid\n      date\n      score\n    }\n  }\n  diary_items {\n    uuid\n    date\n    note\n    satisfactions {\n      uuid\n      satisfaction\n    }\n  }\n}": typeof types.RehabilitationFieldsFragmentDoc,
    "query Rehabilitation($uuid: ID!) {\n  rehabilitation(uuid: $uuid) {\n    ...RehabilitationFields\n  }\n}": typeof types.RehabilitationDocument,
    "query Rehabilitations($clientUuid: ID) {\n  rehabilitations(clientUuid: $clientUuid) {\n    ...RehabilitationFields\n  }\n}": typeof types.RehabilitationsDocument,
    "query ChangesSince($cursor: String!, $limit: Int!) {\n  changesSince(cursor: $cursor, limit: $limit) {\n    cursor\n    hasMore\n    restarted\n    changes {\n      table\n      uuid\n      dataversion\n      deleted\n    }\n  }\n}": typeof types.ChangesSinceDocument,
    "query CompareHoldings($input: HoldingsDigestInput!) {\n  compareHoldings(input: $input) {\n    table\n    prefix\n    count\n    records {\n      uuid\n      dataversion\n    }\n  }\n}\n\nmutation ReportHoldingsHealed($input: HoldingsHealedInput!) {\n  reportHoldingsHealed(input: $input)\n}": typeof types.CompareHoldingsDocument,
    "query DownloadRecords($after: String, $first: Int, $counts: Boolean!) {\n  downloadRecords(after: $after, first: $first) {\n    cursor\n    count\n    hasMore\n    ahead\n    feedCursor\n    total @include(if: $counts)\n    remaining @include(if: $counts)\n    ...DownloadedRecords\n  }\n}": typeof types.DownloadRecordsDocument,
    "subscription RecordsChanged {\n  recordsChanged {\n    appID\n    mutatedRecords {\n      table\n      uuid\n      dataversion\n    }\n  }\n}": typeof types.RecordsChangedDocument,
    "mutation RegisterAppInstall($input: AppInstallInput!) {\n  registerAppInstall(input: $input) {\n    uuid\n    registeredAt\n  }\n}": typeof types.RegisterAppInstallDocument,
    "query StoredRecords($keys: [RecordKeyInput!]!) {\n  storedRecords(keys: $keys) {\n    table\n    uuid\n    withheld\n    ...StoredRecordFields\n  }\n}": typeof types.StoredRecordsDocument,
    "mutation Sync($input: SyncBatchInput!) {\n  sync(input: $input) {\n    results {\n      clientMutationId\n      table\n      uuid\n      dataversion\n      status\n      reason\n      ...AnsweredRecords\n      conflicts {\n        path\n        labelKey\n        base\n        theirs\n        yours\n        theirsBy\n        theirsAt\n      }\n    }\n  }\n}": typeof types.SyncDocument,
    "fragment AnsweredRecords on SyncEntryResult {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageAnswerFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}\n\nfragment DownloadedRecords on DownloadPage {\n  chatMessages {\n    ...ChatMessageFields\n  }\n  clientImages {\n    ...ClientImageFields\n  }\n  clients {\n    ...ClientFields\n  }\n  cycleActions {\n    ...CycleActionFields\n  }\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n  favorites {\n    ...FavoriteFields\n  }\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n  myChildren {\n    ...MyChildFields\n  }\n  rehabilitations {\n    ...RehabilitationFields\n  }\n}\n\nfragment StoredRecordFields on StoredRecord {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}": typeof types.AnsweredRecordsFragmentDoc,
    "mutation AcknowledgeWipe($installs: [InstallProofInput!]!) {\n  acknowledgeWipe(installs: $installs)\n}": typeof types.AcknowledgeWipeDocument,
    "query DeviceOrders($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    order\n  }\n}\n\nquery DeviceAccounts($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    accountDisabled\n  }\n}\n\nquery DeviceWipeDecision($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    wipeLockedEdits\n  }\n}": typeof types.DeviceOrdersDocument,
    "query PasswordWraps($installs: [InstallProofInput!]!) {\n  passwordWraps(installs: $installs) {\n    installId\n    passwordSetAt\n    version\n    kdf\n    iterations\n    memoryKiB\n    parallelism\n    salt\n    iv\n    data\n  }\n}": typeof types.PasswordWrapsDocument,
    "mutation ReportDeviceStatus($input: DeviceStatusInput!) {\n  reportDeviceStatus(input: $input)\n}": typeof types.ReportDeviceStatusDocument,
};
const documents: Documents = {
    "query AdminAuditEvents($filter: AuditFilter) {\n  auditEvents(filter: $filter) {\n    id\n    at\n    actorKind\n    actor\n    kind\n    application\n    target\n    detail\n    address\n  }\n}\n\nquery AdminAuditCsv($filter: AuditFilter) {\n  auditEventsCsv(filter: $filter)\n}": types.AdminAuditEventsDocument,
    "fragment AdminDeviceFields on Device {\n  installId\n  workerName\n  workerEmail\n  application\n  platform\n  appVersion\n  contentRelease\n  lastContactAt\n  lastSyncAt\n  lastFailureAt\n  lastFailureReason\n  waitingEdits\n  vaultLocked\n  statusReportedAt\n  storageUsed\n  storageQuota\n  wipeOrder\n  wipeAcknowledgedAt\n  healedAt\n  healedRecords\n  attention {\n    kind\n    since\n    reason\n  }\n}\n\nquery AdminPhones($filter: DeviceFilter) {\n  phones(filter: $filter) {\n    id\n    wipeOrder\n    wipedAt\n    wipeNowAt\n    lastContactAt\n    reportedAt\n    lockedEdits {\n      installId\n      workerName\n      workerEmail\n      edits\n    }\n    installs {\n      ...AdminDeviceFields\n    }\n    staleInstalls {\n      installId\n      workerName\n      workerEmail\n    }\n  }\n}\n\nmutation AdminRetireDevice($installId: ID!) {\n  retireDevice(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminMarkDeviceLost($installId: ID!) {\n  markDeviceLost(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminWipeDeviceNow($installId: ID!) {\n  wipeDeviceNow(installId: $installId) {\n    installId\n  }\n}\n\nmutation AdminEndDeviceSession($installId: ID!) {\n  endDeviceSession(installId: $installId) {\n    installId\n  }\n}": types.AdminDeviceFieldsFragmentDoc,
    "mutation AdminOperatorLogin($email: String!, $password: String!) {\n  operatorLogin(email: $email, password: $password) {\n    token\n    operator {\n      id\n      email\n      name\n      application\n      role\n    }\n  }\n}": types.AdminOperatorLoginDocument,
    "query AdminOperatorMe {\n  operatorMe {\n    id\n    email\n    name\n    application\n    role\n  }\n  operatorDeployments\n}": types.AdminOperatorMeDocument,
    "query AdminSyncHealth($application: String, $days: Int) {\n  syncHealth(application: $application, days: $days) {\n    application\n    days {\n      day\n      devices\n      edits\n      failing\n    }\n    installs {\n      installId\n      platform\n      records\n      mutations\n      lastSync\n      daysSinceSync\n    }\n  }\n}": types.AdminSyncHealthDocument,
    "mutation AdminImportTeam($file: String!, $format: TeamFileFormat!, $dryRun: Boolean!) {\n  importTeam(file: $file, format: $format, dryRun: $dryRun) {\n    dryRun\n    created\n    unchanged\n    failed\n    rows {\n      row\n      name\n      email\n      deployment\n      role\n      region\n      outcome\n      errors {\n        column\n        problem\n        message\n      }\n    }\n    logins {\n      row\n      name\n      email\n      application\n      code\n      expiresAt\n    }\n  }\n}": types.AdminImportTeamDocument,
    "query AdminUsers($filter: UserFilter) {\n  users(filter: $filter) {\n    id\n    email\n    name\n    application\n    role\n    createdAt\n    disabledAt\n  }\n}\n\nmutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    email\n  }\n}\n\nmutation AdminDisableUser($id: ID!) {\n  disableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminEnableUser($id: ID!) {\n  enableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminIssueLoginToken($email: String!) {\n  createLoginToken(email: $email)\n}\n\nquery AdminPasswordRequests {\n  passwordRequests {\n    id\n    email\n    known\n    requestedAt\n  }\n}\n\nmutation AdminAnswerPasswordRequest($id: Int!) {\n  answerPasswordRequest(id: $id)\n}": types.AdminUsersDocument,
    "query Translations($applicationId: Int!, $language: String!) {\n  translations(applicationId: $applicationId, language: $language) {\n    identifier\n    translation\n  }\n}": types.TranslationsDocument,
    "query Articles($applicationId: Int!, $language: String!) {\n  articles(applicationId: $applicationId, language: $language) {\n    uuid\n    parent_id\n    default\n    page\n    childpages\n    article\n  }\n}": types.ArticlesDocument,
    "query InstallRecordsOffered($from: InstallProofInput!) {\n  installRecordsOffered(from: $from) {\n    table\n    count\n  }\n}\n\nmutation AdoptInstallRecords($from: InstallProofInput!) {\n  adoptInstallRecords(from: $from) {\n    table\n    count\n  }\n}": types.InstallRecordsOfferedDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}": types.LoginDocument,
    "mutation RequestPassword($email: String!) {\n  requestPassword(email: $email)\n}": types.RequestPasswordDocument,
    "mutation SetPassword($token: String!, $password: String!) {\n  setPassword(token: $token, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}": types.SetPasswordDocument,
    "fragment ChatMessageFields on ChatMessage {\n  uuid\n  text\n  sent_at\n  sender_user_id\n  sender_name\n  dataversion\n  deletedAt\n}": types.ChatMessageFieldsFragmentDoc,
    "query ChatMessage($uuid: ID!) {\n  chatMessage(uuid: $uuid) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessageDocument,
    "query ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}": types.ChatMessagesDocument,
    "fragment ClientFields on Client {\n  uuid\n  clientname\n  age\n  valid\n  archived\n  status\n  synced\n  saved\n  dataversion\n  updatedAt\n  deletedAt\n  clientFormFields {\n    ...ClientFormFieldParts\n  }\n}": types.ClientFieldsFragmentDoc,
    "fragment ClientFormFieldParts on ClientFormField {\n  uuid\n  answer\n  mandatory\n  clientField\n  birthdate\n  component\n  flowelement\n  categories {\n    id\n    text_input\n  }\n}": types.ClientFormFieldPartsFragmentDoc,
    "query ClientFormTemplate($applicationId: Int!, $language: String!) {\n  genericClients(applicationId: $applicationId, language: $language) {\n    uuid\n    clientFormFields {\n      ...ClientFormFieldParts\n    }\n  }\n}": types.ClientFormTemplateDocument,
    "fragment ClientImageFields on ClientImage {\n  uuid\n  client_uuid\n  image\n  dataversion\n  deletedAt\n}\n\nfragment ClientImageAnswerFields on ClientImage {\n  uuid\n  client_uuid\n  dataversion\n  deletedAt\n}": types.ClientImageFieldsFragmentDoc,
    "query ClientImage($uuid: ID!) {\n  clientImage(uuid: $uuid) {\n    ...ClientImageFields\n  }\n}": types.ClientImageDocument,
    "query ClientImages($clientUuid: ID) {\n  clientImages(clientUuid: $clientUuid) {\n    ...ClientImageFields\n  }\n}": types.ClientImagesDocument,
    "query ClientList {\n  clients {\n    ...ClientListFields\n  }\n}\n\nfragment ClientListFields on Client {\n  uuid\n  clientname\n  archived\n  dataversion\n}\n\nfragment ClientBadgeFields on Client {\n  age\n  valid\n}": types.ClientListDocument,
    "query Client($uuid: ID!) {\n  client(uuid: $uuid) {\n    ...ClientFields\n  }\n}": types.ClientDocument,
    "query Clients {\n  clients {\n    ...ClientFields\n  }\n}": types.ClientsDocument,
    "fragment CycleActionFields on CycleAction {\n  uuid\n  description_uuid\n  action\n  ready\n  saved\n  dataversion\n  deletedAt\n}": types.CycleActionFieldsFragmentDoc,
    "query CycleAction($uuid: ID!) {\n  cycleAction(uuid: $uuid) {\n    ...CycleActionFields\n  }\n}": types.CycleActionDocument,
    "query CycleActions {\n  cycleActions {\n    ...CycleActionFields\n  }\n}": types.CycleActionsDocument,
    "fragment CycleDescriptionFields on CycleDescription {\n  uuid\n  client_uuid\n  cycledomain_id\n  fillinform_uuid\n  type\n  description\n  goal\n  why\n  cycle_rhythm\n  cycle_start\n  cycle_end\n  goal_status\n  goal_achievement\n  goal_evaluation\n  archived\n  archive_date\n  goal_editted\n  active\n  saved\n  dataversion\n  deletedAt\n}": types.CycleDescriptionFieldsFragmentDoc,
    "query CycleDescription($uuid: ID!) {\n  cycleDescription(uuid: $uuid) {\n    ...CycleDescriptionFields\n  }\n}": types.CycleDescriptionDocument,
    "query CycleDescriptions {\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n}": types.CycleDescriptionsDocument,
    "query CurrentApplication {\n  application {\n    id\n    app_identifier\n    app_title\n    login\n    version\n    contentVersion\n    metadata {\n      text2speech\n      userLogin\n      introText\n    }\n    languages {\n      id\n      name\n      languageCode\n    }\n    regions {\n      id\n      name\n      countryID\n    }\n    forms {\n      formtype\n    }\n  }\n}": types.CurrentApplicationDocument,
    "fragment FavoriteFields on Favorite {\n  uuid\n  article_uuid\n  page\n  dataversion\n  deletedAt\n}": types.FavoriteFieldsFragmentDoc,
    "query Favorites {\n  favorites {\n    ...FavoriteFields\n  }\n}\n\nquery Favorite($uuid: ID!) {\n  favorite(uuid: $uuid) {\n    ...FavoriteFields\n  }\n}": types.FavoritesDocument,
    "mutation CreateHiAppPdf($form: HiappClientFormInput!, $language: String!) {\n  createHiAppPdf(form: $form, language: $language) {\n    fileName\n    contentType\n    base64\n  }\n}": types.CreateHiAppPdfDocument,
    "fragment HiappClientFormFields on HiappClientForm {\n  uuid\n  client_reference\n  dataversion\n  updatedAt\n  deletedAt\n  hiapp_subjects {\n    order\n    hi_issues {\n      id\n      chosen\n      hi_causes {\n        id\n        chosen\n        hi_solutions {\n          id\n          chosen\n          prescriptionTxt\n        }\n      }\n    }\n  }\n}": types.HiappClientFormFieldsFragmentDoc,
    "query HiappClientForm($uuid: ID!) {\n  hiappClientForm(uuid: $uuid) {\n    ...HiappClientFormFields\n  }\n}": types.HiappClientFormDocument,
    "query HiappClientForms {\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n}": types.HiappClientFormsDocument,
    "query HiappTree($applicationId: Int!, $language: String!) {\n  hiappForm(applicationId: $applicationId, language: $language) {\n    hiapp_subjects {\n      order\n      label\n      hi_issues {\n        id\n        label\n        hi_causes {\n          id\n          label\n          hi_solutions {\n            id\n            label\n            prescriptionTxt\n          }\n        }\n      }\n    }\n  }\n}": types.HiappTreeDocument,
    "query MilestoneChecklists($applicationId: Int!, $language: String!) {\n  milestoneChecklists(applicationId: $applicationId, language: $language) {\n    id\n    ageMonths\n    domain\n    indicators {\n      id\n      text\n    }\n  }\n}": types.MilestoneChecklistsDocument,
    "fragment MilestoneFormFields on MilestoneForm {\n  uuid\n  client_uuid\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  categories {\n    id\n    indicators {\n      id\n      status\n    }\n  }\n}\n\nfragment MyChildFields on MyChild {\n  uuid\n  birthdate\n  dataversion\n  updatedAt\n  deletedAt\n}": types.MilestoneFormFieldsFragmentDoc,
    "query MilestoneForms {\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n}\n\nquery MilestoneForm($uuid: ID!) {\n  milestoneForm(uuid: $uuid) {\n    ...MilestoneFormFields\n  }\n}": types.MilestoneFormsDocument,
    "query MyChildren {\n  myChildren {\n    ...MyChildFields\n  }\n}\n\nquery MyChild($uuid: ID!) {\n  myChild(uuid: $uuid) {\n    ...MyChildFields\n  }\n}": types.MyChildrenDocument,
    "fragment RehabilitationFields on Rehabilitation {\n  uuid\n  client_uuid\n  archive\n  visitFrequency\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  domains {\n    domain_id\n    order\n    description\n    info\n    abilities\n    challenges\n    type\n    goals {\n      uuid\n      type\n      domain_id\n      activationdate\n      completiondate\n      description\n      goal\n      why\n      evaluation\n      satisfaction\n      achieved\n      active\n      finished\n      actions {\n        uuid\n        description\n        ready\n      }\n    }\n  }\n  ladder_of_live {\n    uuid\n    editortext\n    elementypekey\n    component\n    columns\n    content\n    itemtype\n    categoryID\n    itemStyle\n    mandatory\n    rows\n    label\n    answer\n    items {\n      id\n      label\n      value\n    }\n    measure {\n      uuid\n      date\n      score\n    }\n  }\n  diary_items {\n    uuid\n    date\n    note\n    satisfactions {\n      uuid\n      satisfaction\n    }\n  }\n}": types.RehabilitationFieldsFragmentDoc,
    "query Rehabilitation($uuid: ID!) {\n  rehabilitation(uuid: $uuid) {\n    ...RehabilitationFields\n  }\n}": types.RehabilitationDocument,
    "query Rehabilitations($clientUuid: ID) {\n  rehabilitations(clientUuid: $clientUuid) {\n    ...RehabilitationFields\n  }\n}": types.RehabilitationsDocument,
    "query ChangesSince($cursor: String!, $limit: Int!) {\n  changesSince(cursor: $cursor, limit: $limit) {\n    cursor\n    hasMore\n    restarted\n    changes {\n      table\n      uuid\n      dataversion\n      deleted\n    }\n  }\n}": types.ChangesSinceDocument,
    "query CompareHoldings($input: HoldingsDigestInput!) {\n  compareHoldings(input: $input) {\n    table\n    prefix\n    count\n    records {\n      uuid\n      dataversion\n    }\n  }\n}\n\nmutation ReportHoldingsHealed($input: HoldingsHealedInput!) {\n  reportHoldingsHealed(input: $input)\n}": types.CompareHoldingsDocument,
    "query DownloadRecords($after: String, $first: Int, $counts: Boolean!) {\n  downloadRecords(after: $after, first: $first) {\n    cursor\n    count\n    hasMore\n    ahead\n    feedCursor\n    total @include(if: $counts)\n    remaining @include(if: $counts)\n    ...DownloadedRecords\n  }\n}": types.DownloadRecordsDocument,
    "subscription RecordsChanged {\n  recordsChanged {\n    appID\n    mutatedRecords {\n      table\n      uuid\n      dataversion\n    }\n  }\n}": types.RecordsChangedDocument,
    "mutation RegisterAppInstall($input: AppInstallInput!) {\n  registerAppInstall(input: $input) {\n    uuid\n    registeredAt\n  }\n}": types.RegisterAppInstallDocument,
    "query StoredRecords($keys: [RecordKeyInput!]!) {\n  storedRecords(keys: $keys) {\n    table\n    uuid\n    withheld\n    ...StoredRecordFields\n  }\n}": types.StoredRecordsDocument,
    "mutation Sync($input: SyncBatchInput!) {\n  sync(input: $input) {\n    results {\n      clientMutationId\n      table\n      uuid\n      dataversion\n      status\n      reason\n      ...AnsweredRecords\n      conflicts {\n        path\n        labelKey\n        base\n        theirs\n        yours\n        theirsBy\n        theirsAt\n      }\n    }\n  }\n}": types.SyncDocument,
    "fragment AnsweredRecords on SyncEntryResult {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageAnswerFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}\n\nfragment DownloadedRecords on DownloadPage {\n  chatMessages {\n    ...ChatMessageFields\n  }\n  clientImages {\n    ...ClientImageFields\n  }\n  clients {\n    ...ClientFields\n  }\n  cycleActions {\n    ...CycleActionFields\n  }\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n  favorites {\n    ...FavoriteFields\n  }\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n  myChildren {\n    ...MyChildFields\n  }\n  rehabilitations {\n    ...RehabilitationFields\n  }\n}\n\nfragment StoredRecordFields on StoredRecord {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}": types.AnsweredRecordsFragmentDoc,
    "mutation AcknowledgeWipe($installs: [InstallProofInput!]!) {\n  acknowledgeWipe(installs: $installs)\n}": types.AcknowledgeWipeDocument,
    "query DeviceOrders($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    order\n  }\n}\n\nquery DeviceAccounts($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    accountDisabled\n  }\n}\n\nquery DeviceWipeDecision($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    wipeLockedEdits\n  }\n}": types.DeviceOrdersDocument,
    "query PasswordWraps($installs: [InstallProofInput!]!) {\n  passwordWraps(installs: $installs) {\n    installId\n    passwordSetAt\n    version\n    kdf\n    iterations\n    memoryKiB\n    parallelism\n    salt\n    iv\n    data\n  }\n}": types.PasswordWrapsDocument,
    "mutation ReportDeviceStatus($input: DeviceStatusInput!) {\n  reportDeviceStatus(input: $input)\n}": types.ReportDeviceStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAuditEvents($filter: AuditFilter) {\n  auditEvents(filter: $filter) {\n    id\n    at\n    actorKind\n    actor\n    kind\n    application\n    target\n    detail\n    address\n  }\n}\n\nquery AdminAuditCsv($filter: AuditFilter) {\n  auditEventsCsv(filter: $filter)\n}"): (typeof documents)["query AdminAuditEvents($filter: AuditFilter) {\n  auditEvents(filter: $filter) {\n    id\n    at\n    actorKind\n    actor\n    kind\n    application\n    target\n    detail\n    address\n  }\n}\n\nquery AdminAuditCsv($filter: AuditFilter) {\n  auditEventsCsv(filter: $filter)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminDeviceFields on Device {\n  installId\n  workerName\n  workerEmail\n  application\n  platform\n  appVersion\n  contentRelease\n  lastContactAt\n  lastSyncAt\n  lastFailureAt\n  lastFailureReason\n  waitingEdits\n  vaultLocked\n  statusReportedAt\n  storageUsed\n  storageQuota\n  wipeOrder\n  wipeAcknowledgedAt\n  healedAt\n  healedRecords\n  attention {\n    kind\n    since\n    reason\n  }\n}\n\nquery AdminPhones($filter: DeviceFilter) {\n  phones(filter: $filter) {\n    id\n    wipeOrder\n    wipedAt\n    wipeNowAt\n    lastContactAt\n    reportedAt\n    lockedEdits {\n      installId\n      workerName\n      workerEmail\n      edits\n    }\n    installs {\n      ...AdminDeviceFields\n    }\n    staleInstalls {\n      installId\n      workerName\n      workerEmail\n    }\n  }\n}\n\nmutation AdminRetireDevice($installId: ID!) {\n  retireDevice(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminMarkDeviceLost($installId: ID!) {\n  markDeviceLost(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminWipeDeviceNow($installId: ID!) {\n  wipeDeviceNow(installId: $installId) {\n    installId\n  }\n}\n\nmutation AdminEndDeviceSession($installId: ID!) {\n  endDeviceSession(installId: $installId) {\n    installId\n  }\n}"): (typeof documents)["fragment AdminDeviceFields on Device {\n  installId\n  workerName\n  workerEmail\n  application\n  platform\n  appVersion\n  contentRelease\n  lastContactAt\n  lastSyncAt\n  lastFailureAt\n  lastFailureReason\n  waitingEdits\n  vaultLocked\n  statusReportedAt\n  storageUsed\n  storageQuota\n  wipeOrder\n  wipeAcknowledgedAt\n  healedAt\n  healedRecords\n  attention {\n    kind\n    since\n    reason\n  }\n}\n\nquery AdminPhones($filter: DeviceFilter) {\n  phones(filter: $filter) {\n    id\n    wipeOrder\n    wipedAt\n    wipeNowAt\n    lastContactAt\n    reportedAt\n    lockedEdits {\n      installId\n      workerName\n      workerEmail\n      edits\n    }\n    installs {\n      ...AdminDeviceFields\n    }\n    staleInstalls {\n      installId\n      workerName\n      workerEmail\n    }\n  }\n}\n\nmutation AdminRetireDevice($installId: ID!) {\n  retireDevice(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminMarkDeviceLost($installId: ID!) {\n  markDeviceLost(installId: $installId) {\n    installId\n    wipeOrder\n  }\n}\n\nmutation AdminWipeDeviceNow($installId: ID!) {\n  wipeDeviceNow(installId: $installId) {\n    installId\n  }\n}\n\nmutation AdminEndDeviceSession($installId: ID!) {\n  endDeviceSession(installId: $installId) {\n    installId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminOperatorLogin($email: String!, $password: String!) {\n  operatorLogin(email: $email, password: $password) {\n    token\n    operator {\n      id\n      email\n      name\n      application\n      role\n    }\n  }\n}"): (typeof documents)["mutation AdminOperatorLogin($email: String!, $password: String!) {\n  operatorLogin(email: $email, password: $password) {\n    token\n    operator {\n      id\n      email\n      name\n      application\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOperatorMe {\n  operatorMe {\n    id\n    email\n    name\n    application\n    role\n  }\n  operatorDeployments\n}"): (typeof documents)["query AdminOperatorMe {\n  operatorMe {\n    id\n    email\n    name\n    application\n    role\n  }\n  operatorDeployments\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSyncHealth($application: String, $days: Int) {\n  syncHealth(application: $application, days: $days) {\n    application\n    days {\n      day\n      devices\n      edits\n      failing\n    }\n    installs {\n      installId\n      platform\n      records\n      mutations\n      lastSync\n      daysSinceSync\n    }\n  }\n}"): (typeof documents)["query AdminSyncHealth($application: String, $days: Int) {\n  syncHealth(application: $application, days: $days) {\n    application\n    days {\n      day\n      devices\n      edits\n      failing\n    }\n    installs {\n      installId\n      platform\n      records\n      mutations\n      lastSync\n      daysSinceSync\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminImportTeam($file: String!, $format: TeamFileFormat!, $dryRun: Boolean!) {\n  importTeam(file: $file, format: $format, dryRun: $dryRun) {\n    dryRun\n    created\n    unchanged\n    failed\n    rows {\n      row\n      name\n      email\n      deployment\n      role\n      region\n      outcome\n      errors {\n        column\n        problem\n        message\n      }\n    }\n    logins {\n      row\n      name\n      email\n      application\n      code\n      expiresAt\n    }\n  }\n}"): (typeof documents)["mutation AdminImportTeam($file: String!, $format: TeamFileFormat!, $dryRun: Boolean!) {\n  importTeam(file: $file, format: $format, dryRun: $dryRun) {\n    dryRun\n    created\n    unchanged\n    failed\n    rows {\n      row\n      name\n      email\n      deployment\n      role\n      region\n      outcome\n      errors {\n        column\n        problem\n        message\n      }\n    }\n    logins {\n      row\n      name\n      email\n      application\n      code\n      expiresAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($filter: UserFilter) {\n  users(filter: $filter) {\n    id\n    email\n    name\n    application\n    role\n    createdAt\n    disabledAt\n  }\n}\n\nmutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    email\n  }\n}\n\nmutation AdminDisableUser($id: ID!) {\n  disableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminEnableUser($id: ID!) {\n  enableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminIssueLoginToken($email: String!) {\n  createLoginToken(email: $email)\n}\n\nquery AdminPasswordRequests {\n  passwordRequests {\n    id\n    email\n    known\n    requestedAt\n  }\n}\n\nmutation AdminAnswerPasswordRequest($id: Int!) {\n  answerPasswordRequest(id: $id)\n}"): (typeof documents)["query AdminUsers($filter: UserFilter) {\n  users(filter: $filter) {\n    id\n    email\n    name\n    application\n    role\n    createdAt\n    disabledAt\n  }\n}\n\nmutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    email\n  }\n}\n\nmutation AdminDisableUser($id: ID!) {\n  disableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminEnableUser($id: ID!) {\n  enableUser(id: $id) {\n    id\n    disabledAt\n  }\n}\n\nmutation AdminIssueLoginToken($email: String!) {\n  createLoginToken(email: $email)\n}\n\nquery AdminPasswordRequests {\n  passwordRequests {\n    id\n    email\n    known\n    requestedAt\n  }\n}\n\nmutation AdminAnswerPasswordRequest($id: Int!) {\n  answerPasswordRequest(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Translations($applicationId: Int!, $language: String!) {\n  translations(applicationId: $applicationId, language: $language) {\n    identifier\n    translation\n  }\n}"): (typeof documents)["query Translations($applicationId: Int!, $language: String!) {\n  translations(applicationId: $applicationId, language: $language) {\n    identifier\n    translation\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Articles($applicationId: Int!, $language: String!) {\n  articles(applicationId: $applicationId, language: $language) {\n    uuid\n    parent_id\n    default\n    page\n    childpages\n    article\n  }\n}"): (typeof documents)["query Articles($applicationId: Int!, $language: String!) {\n  articles(applicationId: $applicationId, language: $language) {\n    uuid\n    parent_id\n    default\n    page\n    childpages\n    article\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstallRecordsOffered($from: InstallProofInput!) {\n  installRecordsOffered(from: $from) {\n    table\n    count\n  }\n}\n\nmutation AdoptInstallRecords($from: InstallProofInput!) {\n  adoptInstallRecords(from: $from) {\n    table\n    count\n  }\n}"): (typeof documents)["query InstallRecordsOffered($from: InstallProofInput!) {\n  installRecordsOffered(from: $from) {\n    table\n    count\n  }\n}\n\nmutation AdoptInstallRecords($from: InstallProofInput!) {\n  adoptInstallRecords(from: $from) {\n    table\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}"): (typeof documents)["mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPassword($email: String!) {\n  requestPassword(email: $email)\n}"): (typeof documents)["mutation RequestPassword($email: String!) {\n  requestPassword(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPassword($token: String!, $password: String!) {\n  setPassword(token: $token, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}"): (typeof documents)["mutation SetPassword($token: String!, $password: String!) {\n  setPassword(token: $token, password: $password) {\n    token\n    vaultKey\n    user {\n      id\n      email\n      name\n      application\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  uuid\n  text\n  sent_at\n  sender_user_id\n  sender_name\n  dataversion\n  deletedAt\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  uuid\n  text\n  sent_at\n  sender_user_id\n  sender_name\n  dataversion\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessage($uuid: ID!) {\n  chatMessage(uuid: $uuid) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["query ChatMessage($uuid: ID!) {\n  chatMessage(uuid: $uuid) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["query ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientFields on Client {\n  uuid\n  clientname\n  age\n  valid\n  archived\n  status\n  synced\n  saved\n  dataversion\n  updatedAt\n  deletedAt\n  clientFormFields {\n    ...ClientFormFieldParts\n  }\n}"): (typeof documents)["fragment ClientFields on Client {\n  uuid\n  clientname\n  age\n  valid\n  archived\n  status\n  synced\n  saved\n  dataversion\n  updatedAt\n  deletedAt\n  clientFormFields {\n    ...ClientFormFieldParts\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientFormFieldParts on ClientFormField {\n  uuid\n  answer\n  mandatory\n  clientField\n  birthdate\n  component\n  flowelement\n  categories {\n    id\n    text_input\n  }\n}"): (typeof documents)["fragment ClientFormFieldParts on ClientFormField {\n  uuid\n  answer\n  mandatory\n  clientField\n  birthdate\n  component\n  flowelement\n  categories {\n    id\n    text_input\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientFormTemplate($applicationId: Int!, $language: String!) {\n  genericClients(applicationId: $applicationId, language: $language) {\n    uuid\n    clientFormFields {\n      ...ClientFormFieldParts\n    }\n  }\n}"): (typeof documents)["query ClientFormTemplate($applicationId: Int!, $language: String!) {\n  genericClients(applicationId: $applicationId, language: $language) {\n    uuid\n    clientFormFields {\n      ...ClientFormFieldParts\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientImageFields on ClientImage {\n  uuid\n  client_uuid\n  image\n  dataversion\n  deletedAt\n}\n\nfragment ClientImageAnswerFields on ClientImage {\n  uuid\n  client_uuid\n  dataversion\n  deletedAt\n}"): (typeof documents)["fragment ClientImageFields on ClientImage {\n  uuid\n  client_uuid\n  image\n  dataversion\n  deletedAt\n}\n\nfragment ClientImageAnswerFields on ClientImage {\n  uuid\n  client_uuid\n  dataversion\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientImage($uuid: ID!) {\n  clientImage(uuid: $uuid) {\n    ...ClientImageFields\n  }\n}"): (typeof documents)["query ClientImage($uuid: ID!) {\n  clientImage(uuid: $uuid) {\n    ...ClientImageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientImages($clientUuid: ID) {\n  clientImages(clientUuid: $clientUuid) {\n    ...ClientImageFields\n  }\n}"): (typeof documents)["query ClientImages($clientUuid: ID) {\n  clientImages(clientUuid: $clientUuid) {\n    ...ClientImageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientList {\n  clients {\n    ...ClientListFields\n  }\n}\n\nfragment ClientListFields on Client {\n  uuid\n  clientname\n  archived\n  dataversion\n}\n\nfragment ClientBadgeFields on Client {\n  age\n  valid\n}"): (typeof documents)["query ClientList {\n  clients {\n    ...ClientListFields\n  }\n}\n\nfragment ClientListFields on Client {\n  uuid\n  clientname\n  archived\n  dataversion\n}\n\nfragment ClientBadgeFields on Client {\n  age\n  valid\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Client($uuid: ID!) {\n  client(uuid: $uuid) {\n    ...ClientFields\n  }\n}"): (typeof documents)["query Client($uuid: ID!) {\n  client(uuid: $uuid) {\n    ...ClientFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Clients {\n  clients {\n    ...ClientFields\n  }\n}"): (typeof documents)["query Clients {\n  clients {\n    ...ClientFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CycleActionFields on CycleAction {\n  uuid\n  description_uuid\n  action\n  ready\n  saved\n  dataversion\n  deletedAt\n}"): (typeof documents)["fragment CycleActionFields on CycleAction {\n  uuid\n  description_uuid\n  action\n  ready\n  saved\n  dataversion\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CycleAction($uuid: ID!) {\n  cycleAction(uuid: $uuid) {\n    ...CycleActionFields\n  }\n}"): (typeof documents)["query CycleAction($uuid: ID!) {\n  cycleAction(uuid: $uuid) {\n    ...CycleActionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CycleActions {\n  cycleActions {\n    ...CycleActionFields\n  }\n}"): (typeof documents)["query CycleActions {\n  cycleActions {\n    ...CycleActionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CycleDescriptionFields on CycleDescription {\n  uuid\n  client_uuid\n  cycledomain_id\n  fillinform_uuid\n  type\n  description\n  goal\n  why\n  cycle_rhythm\n  cycle_start\n  cycle_end\n  goal_status\n  goal_achievement\n  goal_evaluation\n  archived\n  archive_date\n  goal_editted\n  active\n  saved\n  dataversion\n  deletedAt\n}"): (typeof documents)["fragment CycleDescriptionFields on CycleDescription {\n  uuid\n  client_uuid\n  cycledomain_id\n  fillinform_uuid\n  type\n  description\n  goal\n  why\n  cycle_rhythm\n  cycle_start\n  cycle_end\n  goal_status\n  goal_achievement\n  goal_evaluation\n  archived\n  archive_date\n  goal_editted\n  active\n  saved\n  dataversion\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CycleDescription($uuid: ID!) {\n  cycleDescription(uuid: $uuid) {\n    ...CycleDescriptionFields\n  }\n}"): (typeof documents)["query CycleDescription($uuid: ID!) {\n  cycleDescription(uuid: $uuid) {\n    ...CycleDescriptionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CycleDescriptions {\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n}"): (typeof documents)["query CycleDescriptions {\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentApplication {\n  application {\n    id\n    app_identifier\n    app_title\n    login\n    version\n    contentVersion\n    metadata {\n      text2speech\n      userLogin\n      introText\n    }\n    languages {\n      id\n      name\n      languageCode\n    }\n    regions {\n      id\n      name\n      countryID\n    }\n    forms {\n      formtype\n    }\n  }\n}"): (typeof documents)["query CurrentApplication {\n  application {\n    id\n    app_identifier\n    app_title\n    login\n    version\n    contentVersion\n    metadata {\n      text2speech\n      userLogin\n      introText\n    }\n    languages {\n      id\n      name\n      languageCode\n    }\n    regions {\n      id\n      name\n      countryID\n    }\n    forms {\n      formtype\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FavoriteFields on Favorite {\n  uuid\n  article_uuid\n  page\n  dataversion\n  deletedAt\n}"): (typeof documents)["fragment FavoriteFields on Favorite {\n  uuid\n  article_uuid\n  page\n  dataversion\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Favorites {\n  favorites {\n    ...FavoriteFields\n  }\n}\n\nquery Favorite($uuid: ID!) {\n  favorite(uuid: $uuid) {\n    ...FavoriteFields\n  }\n}"): (typeof documents)["query Favorites {\n  favorites {\n    ...FavoriteFields\n  }\n}\n\nquery Favorite($uuid: ID!) {\n  favorite(uuid: $uuid) {\n    ...FavoriteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateHiAppPdf($form: HiappClientFormInput!, $language: String!) {\n  createHiAppPdf(form: $form, language: $language) {\n    fileName\n    contentType\n    base64\n  }\n}"): (typeof documents)["mutation CreateHiAppPdf($form: HiappClientFormInput!, $language: String!) {\n  createHiAppPdf(form: $form, language: $language) {\n    fileName\n    contentType\n    base64\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HiappClientFormFields on HiappClientForm {\n  uuid\n  client_reference\n  dataversion\n  updatedAt\n  deletedAt\n  hiapp_subjects {\n    order\n    hi_issues {\n      id\n      chosen\n      hi_causes {\n        id\n        chosen\n        hi_solutions {\n          id\n          chosen\n          prescriptionTxt\n        }\n      }\n    }\n  }\n}"): (typeof documents)["fragment HiappClientFormFields on HiappClientForm {\n  uuid\n  client_reference\n  dataversion\n  updatedAt\n  deletedAt\n  hiapp_subjects {\n    order\n    hi_issues {\n      id\n      chosen\n      hi_causes {\n        id\n        chosen\n        hi_solutions {\n          id\n          chosen\n          prescriptionTxt\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HiappClientForm($uuid: ID!) {\n  hiappClientForm(uuid: $uuid) {\n    ...HiappClientFormFields\n  }\n}"): (typeof documents)["query HiappClientForm($uuid: ID!) {\n  hiappClientForm(uuid: $uuid) {\n    ...HiappClientFormFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HiappClientForms {\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n}"): (typeof documents)["query HiappClientForms {\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HiappTree($applicationId: Int!, $language: String!) {\n  hiappForm(applicationId: $applicationId, language: $language) {\n    hiapp_subjects {\n      order\n      label\n      hi_issues {\n        id\n        label\n        hi_causes {\n          id\n          label\n          hi_solutions {\n            id\n            label\n            prescriptionTxt\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query HiappTree($applicationId: Int!, $language: String!) {\n  hiappForm(applicationId: $applicationId, language: $language) {\n    hiapp_subjects {\n      order\n      label\n      hi_issues {\n        id\n        label\n        hi_causes {\n          id\n          label\n          hi_solutions {\n            id\n            label\n            prescriptionTxt\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MilestoneChecklists($applicationId: Int!, $language: String!) {\n  milestoneChecklists(applicationId: $applicationId, language: $language) {\n    id\n    ageMonths\n    domain\n    indicators {\n      id\n      text\n    }\n  }\n}"): (typeof documents)["query MilestoneChecklists($applicationId: Int!, $language: String!) {\n  milestoneChecklists(applicationId: $applicationId, language: $language) {\n    id\n    ageMonths\n    domain\n    indicators {\n      id\n      text\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MilestoneFormFields on MilestoneForm {\n  uuid\n  client_uuid\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  categories {\n    id\n    indicators {\n      id\n      status\n    }\n  }\n}\n\nfragment MyChildFields on MyChild {\n  uuid\n  birthdate\n  dataversion\n  updatedAt\n  deletedAt\n}"): (typeof documents)["fragment MilestoneFormFields on MilestoneForm {\n  uuid\n  client_uuid\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  categories {\n    id\n    indicators {\n      id\n      status\n    }\n  }\n}\n\nfragment MyChildFields on MyChild {\n  uuid\n  birthdate\n  dataversion\n  updatedAt\n  deletedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MilestoneForms {\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n}\n\nquery MilestoneForm($uuid: ID!) {\n  milestoneForm(uuid: $uuid) {\n    ...MilestoneFormFields\n  }\n}"): (typeof documents)["query MilestoneForms {\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n}\n\nquery MilestoneForm($uuid: ID!) {\n  milestoneForm(uuid: $uuid) {\n    ...MilestoneFormFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyChildren {\n  myChildren {\n    ...MyChildFields\n  }\n}\n\nquery MyChild($uuid: ID!) {\n  myChild(uuid: $uuid) {\n    ...MyChildFields\n  }\n}"): (typeof documents)["query MyChildren {\n  myChildren {\n    ...MyChildFields\n  }\n}\n\nquery MyChild($uuid: ID!) {\n  myChild(uuid: $uuid) {\n    ...MyChildFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RehabilitationFields on Rehabilitation {\n  uuid\n  client_uuid\n  archive\n  visitFrequency\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  domains {\n    domain_id\n    order\n    description\n    info\n    abilities\n    challenges\n    type\n    goals {\n      uuid\n      type\n      domain_id\n      activationdate\n      completiondate\n      description\n      goal\n      why\n      evaluation\n      satisfaction\n      achieved\n      active\n      finished\n      actions {\n        uuid\n        description\n        ready\n      }\n    }\n  }\n  ladder_of_live {\n    uuid\n    editortext\n    elementypekey\n    component\n    columns\n    content\n    itemtype\n    categoryID\n    itemStyle\n    mandatory\n    rows\n    label\n    answer\n    items {\n      id\n      label\n      value\n    }\n    measure {\n      uuid\n      date\n      score\n    }\n  }\n  diary_items {\n    uuid\n    date\n    note\n    satisfactions {\n      uuid\n      satisfaction\n    }\n  }\n}"): (typeof documents)["fragment RehabilitationFields on Rehabilitation {\n  uuid\n  client_uuid\n  archive\n  visitFrequency\n  synced\n  dataversion\n  updatedAt\n  deletedAt\n  domains {\n    domain_id\n    order\n    description\n    info\n    abilities\n    challenges\n    type\n    goals {\n      uuid\n      type\n      domain_id\n      activationdate\n      completiondate\n      description\n      goal\n      why\n      evaluation\n      satisfaction\n      achieved\n      active\n      finished\n      actions {\n        uuid\n        description\n        ready\n      }\n    }\n  }\n  ladder_of_live {\n    uuid\n    editortext\n    elementypekey\n    component\n    columns\n    content\n    itemtype\n    categoryID\n    itemStyle\n    mandatory\n    rows\n    label\n    answer\n    items {\n      id\n      label\n      value\n    }\n    measure {\n      uuid\n      date\n      score\n    }\n  }\n  diary_items {\n    uuid\n    date\n    note\n    satisfactions {\n      uuid\n      satisfaction\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Rehabilitation($uuid: ID!) {\n  rehabilitation(uuid: $uuid) {\n    ...RehabilitationFields\n  }\n}"): (typeof documents)["query Rehabilitation($uuid: ID!) {\n  rehabilitation(uuid: $uuid) {\n    ...RehabilitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Rehabilitations($clientUuid: ID) {\n  rehabilitations(clientUuid: $clientUuid) {\n    ...RehabilitationFields\n  }\n}"): (typeof documents)["query Rehabilitations($clientUuid: ID) {\n  rehabilitations(clientUuid: $clientUuid) {\n    ...RehabilitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChangesSince($cursor: String!, $limit: Int!) {\n  changesSince(cursor: $cursor, limit: $limit) {\n    cursor\n    hasMore\n    restarted\n    changes {\n      table\n      uuid\n      dataversion\n      deleted\n    }\n  }\n}"): (typeof documents)["query ChangesSince($cursor: String!, $limit: Int!) {\n  changesSince(cursor: $cursor, limit: $limit) {\n    cursor\n    hasMore\n    restarted\n    changes {\n      table\n      uuid\n      dataversion\n      deleted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompareHoldings($input: HoldingsDigestInput!) {\n  compareHoldings(input: $input) {\n    table\n    prefix\n    count\n    records {\n      uuid\n      dataversion\n    }\n  }\n}\n\nmutation ReportHoldingsHealed($input: HoldingsHealedInput!) {\n  reportHoldingsHealed(input: $input)\n}"): (typeof documents)["query CompareHoldings($input: HoldingsDigestInput!) {\n  compareHoldings(input: $input) {\n    table\n    prefix\n    count\n    records {\n      uuid\n      dataversion\n    }\n  }\n}\n\nmutation ReportHoldingsHealed($input: HoldingsHealedInput!) {\n  reportHoldingsHealed(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DownloadRecords($after: String, $first: Int, $counts: Boolean!) {\n  downloadRecords(after: $after, first: $first) {\n    cursor\n    count\n    hasMore\n    ahead\n    feedCursor\n    total @include(if: $counts)\n    remaining @include(if: $counts)\n    ...DownloadedRecords\n  }\n}"): (typeof documents)["query DownloadRecords($after: String, $first: Int, $counts: Boolean!) {\n  downloadRecords(after: $after, first: $first) {\n    cursor\n    count\n    hasMore\n    ahead\n    feedCursor\n    total @include(if: $counts)\n    remaining @include(if: $counts)\n    ...DownloadedRecords\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RecordsChanged {\n  recordsChanged {\n    appID\n    mutatedRecords {\n      table\n      uuid\n      dataversion\n    }\n  }\n}"): (typeof documents)["subscription RecordsChanged {\n  recordsChanged {\n    appID\n    mutatedRecords {\n      table\n      uuid\n      dataversion\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterAppInstall($input: AppInstallInput!) {\n  registerAppInstall(input: $input) {\n    uuid\n    registeredAt\n  }\n}"): (typeof documents)["mutation RegisterAppInstall($input: AppInstallInput!) {\n  registerAppInstall(input: $input) {\n    uuid\n    registeredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoredRecords($keys: [RecordKeyInput!]!) {\n  storedRecords(keys: $keys) {\n    table\n    uuid\n    withheld\n    ...StoredRecordFields\n  }\n}"): (typeof documents)["query StoredRecords($keys: [RecordKeyInput!]!) {\n  storedRecords(keys: $keys) {\n    table\n    uuid\n    withheld\n    ...StoredRecordFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Sync($input: SyncBatchInput!) {\n  sync(input: $input) {\n    results {\n      clientMutationId\n      table\n      uuid\n      dataversion\n      status\n      reason\n      ...AnsweredRecords\n      conflicts {\n        path\n        labelKey\n        base\n        theirs\n        yours\n        theirsBy\n        theirsAt\n      }\n    }\n  }\n}"): (typeof documents)["mutation Sync($input: SyncBatchInput!) {\n  sync(input: $input) {\n    results {\n      clientMutationId\n      table\n      uuid\n      dataversion\n      status\n      reason\n      ...AnsweredRecords\n      conflicts {\n        path\n        labelKey\n        base\n        theirs\n        yours\n        theirsBy\n        theirsAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AnsweredRecords on SyncEntryResult {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageAnswerFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}\n\nfragment DownloadedRecords on DownloadPage {\n  chatMessages {\n    ...ChatMessageFields\n  }\n  clientImages {\n    ...ClientImageFields\n  }\n  clients {\n    ...ClientFields\n  }\n  cycleActions {\n    ...CycleActionFields\n  }\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n  favorites {\n    ...FavoriteFields\n  }\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n  myChildren {\n    ...MyChildFields\n  }\n  rehabilitations {\n    ...RehabilitationFields\n  }\n}\n\nfragment StoredRecordFields on StoredRecord {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}"): (typeof documents)["fragment AnsweredRecords on SyncEntryResult {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageAnswerFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}\n\nfragment DownloadedRecords on DownloadPage {\n  chatMessages {\n    ...ChatMessageFields\n  }\n  clientImages {\n    ...ClientImageFields\n  }\n  clients {\n    ...ClientFields\n  }\n  cycleActions {\n    ...CycleActionFields\n  }\n  cycleDescriptions {\n    ...CycleDescriptionFields\n  }\n  favorites {\n    ...FavoriteFields\n  }\n  hiappClientForms {\n    ...HiappClientFormFields\n  }\n  milestoneForms {\n    ...MilestoneFormFields\n  }\n  myChildren {\n    ...MyChildFields\n  }\n  rehabilitations {\n    ...RehabilitationFields\n  }\n}\n\nfragment StoredRecordFields on StoredRecord {\n  chatMessage {\n    ...ChatMessageFields\n  }\n  client {\n    ...ClientFields\n  }\n  clientImage {\n    ...ClientImageFields\n  }\n  cycleAction {\n    ...CycleActionFields\n  }\n  cycleDescription {\n    ...CycleDescriptionFields\n  }\n  favorite {\n    ...FavoriteFields\n  }\n  hiappClientForm {\n    ...HiappClientFormFields\n  }\n  milestoneForm {\n    ...MilestoneFormFields\n  }\n  myChild {\n    ...MyChildFields\n  }\n  rehabilitation {\n    ...RehabilitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcknowledgeWipe($installs: [InstallProofInput!]!) {\n  acknowledgeWipe(installs: $installs)\n}"): (typeof documents)["mutation AcknowledgeWipe($installs: [InstallProofInput!]!) {\n  acknowledgeWipe(installs: $installs)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeviceOrders($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    order\n  }\n}\n\nquery DeviceAccounts($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    accountDisabled\n  }\n}\n\nquery DeviceWipeDecision($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    wipeLockedEdits\n  }\n}"): (typeof documents)["query DeviceOrders($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    order\n  }\n}\n\nquery DeviceAccounts($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    accountDisabled\n  }\n}\n\nquery DeviceWipeDecision($installs: [InstallProofInput!]!) {\n  deviceOrders(installs: $installs) {\n    installId\n    wipeLockedEdits\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordWraps($installs: [InstallProofInput!]!) {\n  passwordWraps(installs: $installs) {\n    installId\n    passwordSetAt\n    version\n    kdf\n    iterations\n    memoryKiB\n    parallelism\n    salt\n    iv\n    data\n  }\n}"): (typeof documents)["query PasswordWraps($installs: [InstallProofInput!]!) {\n  passwordWraps(installs: $installs) {\n    installId\n    passwordSetAt\n    version\n    kdf\n    iterations\n    memoryKiB\n    parallelism\n    salt\n    iv\n    data\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportDeviceStatus($input: DeviceStatusInput!) {\n  reportDeviceStatus(input: $input)\n}"): (typeof documents)["mutation ReportDeviceStatus($input: DeviceStatusInput!) {\n  reportDeviceStatus(input: $input)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;