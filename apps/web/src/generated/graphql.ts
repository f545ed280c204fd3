/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Spec 3 app install record */
export type AppInstallInput = {
  app_specifics?: AppSpecificsInput | null | undefined;
  platform?: string | null | undefined;
  useragent?: string | null | undefined;
  uuid: string;
};

export type AppSpecificsInput = {
  applicationID?: number | null | undefined;
  countryID?: number | null | undefined;
  languageCode?: string | null | undefined;
  regionID?: number | null | undefined;
};

/** A chat message as the sender's device queues it; the sender comes from the login */
export type ChatMessageInput = {
  /** ISO 8601 date-time */
  sent_at: string;
  text: string;
  uuid: string;
};

export type ClientElementInput = {
  answer?: string | number | null | undefined;
  client_uuid: string;
  mandatory?: boolean | null | undefined;
  uuid: string;
};

export type ClientFieldCategoryInput = {
  id?: string | null | undefined;
  text_input?: string | null | undefined;
};

export type ClientFormFieldInput = {
  answer?: string | number | null | undefined;
  birthdate?: string | null | undefined;
  categories?: Array<ClientFieldCategoryInput> | null | undefined;
  clientField?: string | null | undefined;
  component?: string | null | undefined;
  flowelement?: boolean | null | undefined;
  mandatory?: boolean | null | undefined;
  uuid: string;
};

export type ClientImageInput = {
  client_uuid: string;
  image: string;
  uuid: string;
};

/** A client as a device saves it; missing fields take the spec's defaults */
export type ClientInput = {
  age?: number | null | undefined;
  archived?: boolean | null | undefined;
  clientFormFields?: Array<ClientFormFieldInput> | null | undefined;
  clientname: string;
  status?: string | null | undefined;
  uuid: string;
  valid?: boolean | null | undefined;
};

export type ClientMilestoneInput = {
  client_uuid: string;
  uuid: string;
};

export type CycleActionInput = {
  action?: string | null | undefined;
  description_uuid: string;
  ready?: string | null | undefined;
  uuid: string;
};

export type CycleDescriptionInput = {
  active?: string | null | undefined;
  archive_date?: string | null | undefined;
  archived?: string | null | undefined;
  client_uuid?: string | null | undefined;
  cycle_end?: string | null | undefined;
  cycle_rhythm?: string | null | undefined;
  cycle_start?: string | null | undefined;
  cycledomain_id?: number | null | undefined;
  description?: string | null | undefined;
  fillinform_uuid?: string | null | undefined;
  goal?: string | null | undefined;
  goal_achievement?: number | null | undefined;
  goal_editted?: string | null | undefined;
  goal_evaluation?: string | null | undefined;
  goal_status?: string | null | undefined;
  type?: string | null | undefined;
  uuid: string;
  why?: string | null | undefined;
};

export type DiaryItemInput = {
  date?: string | null | undefined;
  note?: string | null | undefined;
  satisfactions?: Array<SatisfactionInput> | null | undefined;
  uuid: string;
};

export type FavoriteInput = {
  article_uuid: string;
  page?: string | null | undefined;
  uuid: string;
};

export type HiCauseInput = {
  chosen?: boolean | null | undefined;
  hi_solutions?: Array<HiSolutionInput> | null | undefined;
  id: string;
};

export type HiIssueInput = {
  chosen?: boolean | null | undefined;
  hi_causes?: Array<HiCauseInput> | null | undefined;
  id: string;
};

export type HiSolutionInput = {
  chosen?: boolean | null | undefined;
  id: string;
  prescriptionTxt?: string | null | undefined;
};

export type HiSubjectInput = {
  hi_issues?: Array<HiIssueInput> | null | undefined;
  order?: number | null | undefined;
};

export type HiappClientFormInput = {
  client_reference?: string | null | undefined;
  hiapp_subjects?: Array<HiSubjectInput> | null | undefined;
  uuid: string;
};

export type LadderItemInput = {
  answer?: string | number | null | undefined;
  categoryID?: number | null | undefined;
  columns?: number | null | undefined;
  component?: string | null | undefined;
  content?: string | null | undefined;
  editortext?: string | null | undefined;
  elementypekey?: string | null | undefined;
  itemStyle?: string | null | undefined;
  items?: Array<LadderOptionInput> | null | undefined;
  itemtype?: string | null | undefined;
  label?: string | null | undefined;
  mandatory?: boolean | null | undefined;
  measure?: Array<LadderMeasureInput> | null | undefined;
  rows?: number | null | undefined;
  uuid: string;
};

export type LadderMeasureInput = {
  /** day-month-year */
  date: string;
  score: number;
  uuid: string;
};

export type LadderOptionInput = {
  id?: string | null | undefined;
  label?: string | null | undefined;
  value?: string | null | undefined;
};

export type MilestoneCategoryInput = {
  id?: string | null | undefined;
  indicators?: Array<MilestoneIndicatorInput> | null | undefined;
};

export type MilestoneFormInput = {
  categories?: Array<MilestoneCategoryInput> | null | undefined;
  client_uuid: string;
  uuid: string;
};

export type MilestoneIndicatorInput = {
  id: string;
  status?: string | number | null | undefined;
};

export type MyChildInput = {
  birthdate?: string | null | undefined;
  uuid: string;
};

export type RehabActionInput = {
  description?: string | null | undefined;
  ready?: boolean | null | undefined;
  uuid: string;
};

export type RehabDomainInput = {
  abilities?: string | null | undefined;
  challenges?: string | null | undefined;
  description?: string | null | undefined;
  domain_id?: string | null | undefined;
  goals?: Array<RehabGoalInput> | null | undefined;
  info?: string | null | undefined;
  order?: number | null | undefined;
  type?: string | null | undefined;
};

export type RehabGoalInput = {
  achieved?: boolean | null | undefined;
  actions?: Array<RehabActionInput> | null | undefined;
  activationdate?: string | null | undefined;
  active?: boolean | null | undefined;
  completiondate?: string | null | undefined;
  description?: string | null | undefined;
  domain_id?: string | null | undefined;
  evaluation?: string | null | undefined;
  finished?: boolean | null | undefined;
  goal?: string | null | undefined;
  satisfaction?: number | null | undefined;
  type?: string | null | undefined;
  uuid: string;
  why?: string | null | undefined;
};

export type RehabilitationInput = {
  archive?: boolean | null | undefined;
  client_uuid: string;
  diary_items?: Array<DiaryItemInput> | null | undefined;
  domains?: Array<RehabDomainInput> | null | undefined;
  ladder_of_live?: Array<LadderItemInput> | null | undefined;
  uuid: string;
  visitFrequency?: string | null | undefined;
};

export type SatisfactionInput = {
  satisfaction?: number | null | undefined;
  uuid: string;
};

export type SyncBatchInput = {
  /** The app install (device) that queued the entries */
  appInstallId: string;
  entries: Array<SyncEntryInput>;
};

/** One outbox entry; the record travels in the field named for its table */
export type SyncEntryInput = {
  /** The dataversion this edit was based on */
  baseDataversion?: number | null | undefined;
  /** The record, when table is chat_messages */
  chatMessage?: ChatMessageInput | null | undefined;
  /** The record, when table is clients */
  client?: ClientInput | null | undefined;
  /** The record, when table is client_elements */
  clientElement?: ClientElementInput | null | undefined;
  /** The record, when table is client_images */
  clientImage?: ClientImageInput | null | undefined;
  /** The record, when table is client_milestones */
  clientMilestone?: ClientMilestoneInput | null | undefined;
  /** Increasing per app install; a replayed id changes nothing */
  clientMutationId: number;
  /** The record, when table is cycle_actions */
  cycleAction?: CycleActionInput | null | undefined;
  /** The record, when table is cycle_descriptions */
  cycleDescription?: CycleDescriptionInput | null | undefined;
  /** The record, when table is favorites */
  favorite?: FavoriteInput | null | undefined;
  /** The record, when table is hiapp_client_forms */
  hiappClientForm?: HiappClientFormInput | null | undefined;
  /** The record, when table is milestones */
  milestoneForm?: MilestoneFormInput | null | undefined;
  /** The record, when table is my_children */
  myChild?: MyChildInput | null | undefined;
  op?: SyncOp;
  queuedAt?: string | null | undefined;
  /** The record, when table is rehabilitations */
  rehabilitation?: RehabilitationInput | null | undefined;
  /** snake_case table name, e.g. clients */
  table: string;
  uuid: string;
};

/** Save a record, or delete it (a tombstone) */
export type SyncOp =
  | 'DELETE'
  | 'UPSERT';

/** APPLIED: written. DUPLICATE: seen before, nothing changed. CONFLICT: written over a newer version from another device (kept in history) */
export type SyncStatus =
  | 'APPLIED'
  | 'CONFLICT'
  | 'DUPLICATE';

export type CurrentApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentApplicationQuery = { __typename: 'Query', application: { __typename: 'Application', id: number, app_identifier: string, app_title: string, login: boolean, version: string, contentVersion: number, metadata: { __typename: 'ApplicationMetadata', text2speech: boolean, userLogin: boolean, introText: string | null }, languages: Array<{ __typename: 'Language', id: string, name: string, languageCode: string }>, regions: Array<{ __typename: 'Region', id: string, name: string, countryID: number | null }>, forms: Array<{ __typename: 'ApplicationForm', formtype: string }> } };

export type TranslationsQueryVariables = Exact<{
  applicationId: number;
  language: string;
}>;


export type TranslationsQuery = { __typename: 'Query', translations: Array<{ __typename: 'Translation', identifier: string, translation: string }> };

export type ArticlesQueryVariables = Exact<{
  applicationId: number;
  language: string;
}>;


export type ArticlesQuery = { __typename: 'Query', articles: Array<{ __typename: 'Article', uuid: string, parent_id: string | null, default: boolean, page: string | null, childpages: Array<string>, article: string }> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'LoginResult', token: string, user: { __typename: 'User', id: string, email: string, name: string, application: string } } };

export type RequestPasswordMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordMutation = { __typename: 'Mutation', requestPassword: boolean };

export type SetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type SetPasswordMutation = { __typename: 'Mutation', setPassword: { __typename: 'LoginResult', token: string, user: { __typename: 'User', id: string, email: string, name: string, application: string } } };

export type ChatMessageFieldsFragment = { __typename: 'ChatMessage', uuid: string, text: string, sent_at: string, sender_user_id: number, sender_name: string, dataversion: number, deletedAt: string | null };

export type ChatMessageQueryVariables = Exact<{
  uuid: string;
}>;


export type ChatMessageQuery = { __typename: 'Query', chatMessage: { __typename: 'ChatMessage', uuid: string, text: string, sent_at: string, sender_user_id: number, sender_name: string, dataversion: number, deletedAt: string | null } | null };

export type ChatMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatMessagesQuery = { __typename: 'Query', chatMessages: Array<{ __typename: 'ChatMessage', uuid: string, text: string, sent_at: string, sender_user_id: number, sender_name: string, dataversion: number, deletedAt: string | null }> };

export type ClientFieldsFragment = { __typename: 'Client', uuid: string, clientname: string, age: number | null, valid: boolean, archived: boolean, status: string | null, synced: number, saved: string, dataversion: number, updatedAt: string, deletedAt: string | null, clientFormFields: Array<{ __typename: 'ClientFormField', uuid: string, answer: string | number | null, mandatory: boolean, clientField: string | null, birthdate: string | null, component: string | null, flowelement: boolean, categories: Array<{ __typename: 'ClientFieldCategory', id: string | null, text_input: string | null }> }> };

export type ClientFormFieldPartsFragment = { __typename: 'ClientFormField', uuid: string, answer: string | number | null, mandatory: boolean, clientField: string | null, birthdate: string | null, component: string | null, flowelement: boolean, categories: Array<{ __typename: 'ClientFieldCategory', id: string | null, text_input: string | null }> };

export type ClientFormTemplateQueryVariables = Exact<{
  applicationId: number;
  language: string;
}>;


export type ClientFormTemplateQuery = { __typename: 'Query', genericClients: Array<{ __typename: 'GenericClient', uuid: string, clientFormFields: Array<{ __typename: 'ClientFormField', uuid: string, answer: string | number | null, mandatory: boolean, clientField: string | null, birthdate: string | null, component: string | null, flowelement: boolean, categories: Array<{ __typename: 'ClientFieldCategory', id: string | null, text_input: string | null }> }> }> };

export type ClientImageFieldsFragment = { __typename: 'ClientImage', uuid: string, client_uuid: string, image: string, dataversion: number, deletedAt: string | null };

export type ClientImageQueryVariables = Exact<{
  uuid: string;
}>;


export type ClientImageQuery = { __typename: 'Query', clientImage: { __typename: 'ClientImage', uuid: string, client_uuid: string, image: string, dataversion: number, deletedAt: string | null } | null };

export type ClientImagesQueryVariables = Exact<{
  clientUuid?: string | null | undefined;
}>;


export type ClientImagesQuery = { __typename: 'Query', clientImages: Array<{ __typename: 'ClientImage', uuid: string, client_uuid: string, image: string, dataversion: number, deletedAt: string | null }> };

export type ClientListQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientListQuery = { __typename: 'Query', clients: Array<{ __typename: 'Client', uuid: string, clientname: string, archived: boolean, dataversion: number }> };

export type ClientListFieldsFragment = { __typename: 'Client', uuid: string, clientname: string, archived: boolean, dataversion: number };

export type ClientBadgeFieldsFragment = { __typename: 'Client', age: number | null, valid: boolean };

export type ClientQueryVariables = Exact<{
  uuid: string;
}>;


export type ClientQuery = { __typename: 'Query', client: { __typename: 'Client', uuid: string, clientname: string, age: number | null, valid: boolean, archived: boolean, status: string | null, synced: number, saved: string, dataversion: number, updatedAt: string, deletedAt: string | null, clientFormFields: Array<{ __typename: 'ClientFormField', uuid: string, answer: string | number | null, mandatory: boolean, clientField: string | null, birthdate: string | null, component: string | null, flowelement: boolean, categories: Array<{ __typename: 'ClientFieldCategory', id: string | null, text_input: string | null }> }> } | null };

export type ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientsQuery = { __typename: 'Query', clients: Array<{ __typename: 'Client', uuid: string, clientname: string, age: number | null, valid: boolean, archived: boolean, status: string | null, synced: number, saved: string, dataversion: number, updatedAt: string, deletedAt: string | null, clientFormFields: Array<{ __typename: 'ClientFormField', uuid: string, answer: string | number | null, mandatory: boolean, clientField: string | null, birthdate: string | null, component: string | null, flowelement: boolean, categories: Array<{ __typename: 'ClientFieldCategory', id: string | null, text_input: string | null }> }> }> };

export type RecordHistoryQueryVariables = Exact<{
  table: string;
  uuid: string;
}>;


export type RecordHistoryQuery = { __typename: 'Query', recordHistory: Array<{ __typename: 'RecordVersion', dataversion: number, recordcontent: string, deleted: boolean, replacedAt: string }> };

export type CycleActionFieldsFragment = { __typename: 'CycleAction', uuid: string, description_uuid: string, action: string | null, ready: string, saved: string, dataversion: number, deletedAt: string | null };

export type CycleActionQueryVariables = Exact<{
  uuid: string;
}>;


export type CycleActionQuery = { __typename: 'Query', cycleAction: { __typename: 'CycleAction', uuid: string, description_uuid: string, action: string | null, ready: string, saved: string, dataversion: number, deletedAt: string | null } | null };

export type CycleActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CycleActionsQuery = { __typename: 'Query', cycleActions: Array<{ __typename: 'CycleAction', uuid: string, description_uuid: string, action: string | null, ready: string, saved: string, dataversion: number, deletedAt: string | null }> };

export type CycleDescriptionFieldsFragment = { __typename: 'CycleDescription', uuid: string, client_uuid: string | null, cycledomain_id: number | null, fillinform_uuid: string | null, type: string | null, description: string | null, goal: string | null, why: string | null, cycle_rhythm: string | null, cycle_start: string | null, cycle_end: string | null, goal_status: string, goal_achievement: number, goal_evaluation: string | null, archived: string, archive_date: string | null, goal_editted: string, active: string, saved: string, dataversion: number, deletedAt: string | null };

export type CycleDescriptionQueryVariables = Exact<{
  uuid: string;
}>;


export type CycleDescriptionQuery = { __typename: 'Query', cycleDescription: { __typename: 'CycleDescription', uuid: string, client_uuid: string | null, cycledomain_id: number | null, fillinform_uuid: string | null, type: string | null, description: string | null, goal: string | null, why: string | null, cycle_rhythm: string | null, cycle_start: string | null, cycle_end: string | null, goal_status: string, goal_achievement: number, goal_evaluation: string | null, archived: string, archive_date: string | null, goal_editted: string, active: string, saved: string, dataversion: number, deletedAt: string | null } | null };

export type CycleDescriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CycleDescriptionsQuery = { __typename: 'Query', cycleDescriptions: Array<{ __typename: 'CycleDescription', uuid: string, client_uuid: string | null, cycledomain_id: number | null, fillinform_uuid: string | null, type: string | null, description: string | null, goal: string | null, why: string | null, cycle_rhythm: string | null, cycle_start: string | null, cycle_end: string | null, goal_status: string, goal_achievement: number, goal_evaluation: string | null, archived: string, archive_date: string | null, goal_editted: string, active: string, saved: string, dataversion: number, deletedAt: string | null }> };

export type FavoritesQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoritesQuery = { __typename: 'Query', favorites: Array<{ __typename: 'Favorite', uuid: string, article_uuid: string, page: string | null, dataversion: number }> };

export type FavoriteQueryVariables = Exact<{
  uuid: string;
}>;


export type FavoriteQuery = { __typename: 'Query', favorite: { __typename: 'Favorite', uuid: string, article_uuid: string, page: string | null, dataversion: number, deletedAt: string | null } | null };

export type CreateHiAppPdfMutationVariables = Exact<{
  form: HiappClientFormInput;
  language: string;
}>;


export type CreateHiAppPdfMutation = { __typename: 'Mutation', createHiAppPdf: { __typename: 'HiappPdfFile', fileName: string, contentType: string, base64: string } };

export type HiappClientFormFieldsFragment = { __typename: 'HiappClientForm', uuid: string, client_reference: string | null, dataversion: number, updatedAt: string, deletedAt: string | null, hiapp_subjects: Array<{ __typename: 'HiSubject', order: number | null, hi_issues: Array<{ __typename: 'HiIssue', id: string, chosen: boolean, hi_causes: Array<{ __typename: 'HiCause', id: string, chosen: boolean, hi_solutions: Array<{ __typename: 'HiSolution', id: string, chosen: boolean, prescriptionTxt: string | null }> }> }> }> };

export type HiappClientFormQueryVariables = Exact<{
  uuid: string;
}>;


export type HiappClientFormQuery = { __typename: 'Query', hiappClientForm: { __typename: 'HiappClientForm', uuid: string, client_reference: string | null, dataversion: number, updatedAt: string, deletedAt: string | null, hiapp_subjects: Array<{ __typename: 'HiSubject', order: number | null, hi_issues: Array<{ __typename: 'HiIssue', id: string, chosen: boolean, hi_causes: Array<{ __typename: 'HiCause', id: string, chosen: boolean, hi_solutions: Array<{ __typename: 'HiSolution', id: string, chosen: boolean, prescriptionTxt: string | null }> }> }> }> } | null };

export type HiappClientFormsQueryVariables = Exact<{ [key: string]: never; }>;


export type HiappClientFormsQuery = { __typename: 'Query', hiappClientForms: Array<{ __typename: 'HiappClientForm', uuid: string, client_reference: string | null, dataversion: number, updatedAt: string, deletedAt: string | null, hiapp_subjects: Array<{ __typename: 'HiSubject', order: number | null, hi_issues: Array<{ __typename: 'HiIssue', id: string, chosen: boolean, hi_causes: Array<{ __typename: 'HiCause', id: string, chosen: boolean, hi_solutions: Array<{ __typename: 'HiSolution', id: string, chosen: boolean, prescriptionTxt: string | null }> }> }> }> }> };

export type HiappTreeQueryVariables = Exact<{
  applicationId: number;
  language: string;
}>;


export type HiappTreeQuery = { __typename: 'Query', hiappForm: { __typename: 'HiappForm', hiapp_subjects: Array<{ __typename: 'HiSubjectOption', order: number, label: string, hi_issues: Array<{ __typename: 'HiIssueOption', id: string, label: string, hi_causes: Array<{ __typename: 'HiCauseOption', id: string, label: string, hi_solutions: Array<{ __typename: 'HiSolutionOption', id: string, label: string, prescriptionTxt: string | null }> }> }> }> } | null };

export type MilestoneChecklistsQueryVariables = Exact<{
  applicationId: number;
  language: string;
}>;


export type MilestoneChecklistsQuery = { __typename: 'Query', milestoneChecklists: Array<{ __typename: 'MilestoneChecklist', id: string, ageMonths: number, domain: string, indicators: Array<{ __typename: 'MilestoneIndicatorText', id: string, text: string }> }> };

export type MilestoneFormFieldsFragment = { __typename: 'MilestoneForm', uuid: string, client_uuid: string, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, categories: Array<{ __typename: 'MilestoneCategory', id: string | null, indicators: Array<{ __typename: 'MilestoneIndicator', id: string, status: string | number | null }> }> };

export type MyChildFieldsFragment = { __typename: 'MyChild', uuid: string, birthdate: string | null, dataversion: number, updatedAt: string, deletedAt: string | null };

export type MilestoneFormsQueryVariables = Exact<{ [key: string]: never; }>;


export type MilestoneFormsQuery = { __typename: 'Query', milestoneForms: Array<{ __typename: 'MilestoneForm', uuid: string, client_uuid: string, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, categories: Array<{ __typename: 'MilestoneCategory', id: string | null, indicators: Array<{ __typename: 'MilestoneIndicator', id: string, status: string | number | null }> }> }> };

export type MilestoneFormQueryVariables = Exact<{
  uuid: string;
}>;


export type MilestoneFormQuery = { __typename: 'Query', milestoneForm: { __typename: 'MilestoneForm', uuid: string, client_uuid: string, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, categories: Array<{ __typename: 'MilestoneCategory', id: string | null, indicators: Array<{ __typename: 'MilestoneIndicator', id: string, status: string | number | null }> }> } | null };

export type MyChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChildrenQuery = { __typename: 'Query', myChildren: Array<{ __typename: 'MyChild', uuid: string, birthdate: string | null, dataversion: number, updatedAt: string, deletedAt: string | null }> };

export type MyChildQueryVariables = Exact<{
  uuid: string;
}>;


export type MyChildQuery = { __typename: 'Query', myChild: { __typename: 'MyChild', uuid: string, birthdate: string | null, dataversion: number, updatedAt: string, deletedAt: string | null } | null };

export type RehabilitationFieldsFragment = { __typename: 'Rehabilitation', uuid: string, client_uuid: string, archive: boolean, visitFrequency: string | null, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, domains: Array<{ __typename: 'RehabDomain', domain_id: string | null, order: number | null, description: string | null, info: string | null, abilities: string | null, challenges: string | null, type: string | null, goals: Array<{ __typename: 'RehabGoal', uuid: string, type: string | null, domain_id: string | null, activationdate: string | null, completiondate: string | null, description: string | null, goal: string | null, why: string | null, evaluation: string | null, satisfaction: number | null, achieved: boolean, active: boolean, finished: boolean, actions: Array<{ __typename: 'RehabAction', uuid: string, description: string | null, ready: boolean }> }> }>, ladder_of_live: Array<{ __typename: 'LadderItem', uuid: string, editortext: string | null, elementypekey: string | null, component: string | null, columns: number | null, content: string | null, itemtype: string | null, categoryID: number | null, itemStyle: string | null, mandatory: boolean, rows: number | null, label: string | null, answer: string | number | null, items: Array<{ __typename: 'LadderOption', id: string | null, label: string | null, value: string | null }>, measure: Array<{ __typename: 'LadderMeasure', uuid: string, date: string, score: number }> }>, diary_items: Array<{ __typename: 'DiaryItem', uuid: string, date: string | null, note: string | null, satisfactions: Array<{ __typename: 'Satisfaction', uuid: string, satisfaction: number | null }> }> };

export type RehabilitationQueryVariables = Exact<{
  uuid: string;
}>;


export type RehabilitationQuery = { __typename: 'Query', rehabilitation: { __typename: 'Rehabilitation', uuid: string, client_uuid: string, archive: boolean, visitFrequency: string | null, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, domains: Array<{ __typename: 'RehabDomain', domain_id: string | null, order: number | null, description: string | null, info: string | null, abilities: string | null, challenges: string | null, type: string | null, goals: Array<{ __typename: 'RehabGoal', uuid: string, type: string | null, domain_id: string | null, activationdate: string | null, completiondate: string | null, description: string | null, goal: string | null, why: string | null, evaluation: string | null, satisfaction: number | null, achieved: boolean, active: boolean, finished: boolean, actions: Array<{ __typename: 'RehabAction', uuid: string, description: string | null, ready: boolean }> }> }>, ladder_of_live: Array<{ __typename: 'LadderItem', uuid: string, editortext: string | null, elementypekey: string | null, component: string | null, columns: number | null, content: string | null, itemtype: string | null, categoryID: number | null, itemStyle: string | null, mandatory: boolean, rows: number | null, label: string | null, answer: string | number | null, items: Array<{ __typename: 'LadderOption', id: string | null, label: string | null, value: string | null }>, measure: Array<{ __typename: 'LadderMeasure', uuid: string, date: string, score: number }> }>, diary_items: Array<{ __typename: 'DiaryItem', uuid: string, date: string | null, note: string | null, satisfactions: Array<{ __typename: 'Satisfaction', uuid: string, satisfaction: number | null }> }> } | null };

export type RehabilitationsQueryVariables = Exact<{
  clientUuid?: string | null | undefined;
}>;


export type RehabilitationsQuery = { __typename: 'Query', rehabilitations: Array<{ __typename: 'Rehabilitation', uuid: string, client_uuid: string, archive: boolean, visitFrequency: string | null, synced: number, dataversion: number, updatedAt: string, deletedAt: string | null, domains: Array<{ __typename: 'RehabDomain', domain_id: string | null, order: number | null, description: string | null, info: string | null, abilities: string | null, challenges: string | null, type: string | null, goals: Array<{ __typename: 'RehabGoal', uuid: string, type: string | null, domain_id: string | null, activationdate: string | null, completiondate: string | null, description: string | null, goal: string | null, why: string | null, evaluation: string | null, satisfaction: number | null, achieved: boolean, active: boolean, finished: boolean, actions: Array<{ __typename: 'RehabAction', uuid: string, description: string | null, ready: boolean }> }> }>, ladder_of_live: Array<{ __typename: 'LadderItem', uuid: string, editortext: string | null, elementypekey: string | null, component: string | null, columns: number | null, content: string | null, itemtype: string | null, categoryID: number | null, itemStyle: string | null, mandatory: boolean, rows: number | null, label: string | null, answer: string | number | null, items: Array<{ __typename: 'LadderOption', id: string | null, label: string | null, value: string | null }>, measure: Array<{ __typename: 'LadderMeasure', uuid: string, date: string, score: number }> }>, diary_items: Array<{ __typename: 'DiaryItem', uuid: string, date: string | null, note: string | null, satisfactions: Array<{ __typename: 'Satisfaction', uuid: string, satisfaction: number | null }> }> }> };

export type ChangesSinceQueryVariables = Exact<{
  cursor: number;
  limit: number;
}>;


export type ChangesSinceQuery = { __typename: 'Query', changesSince: { __typename: 'ChangesPage', cursor: number, hasMore: boolean, changes: Array<{ __typename: 'RecordChange', table: string, uuid: string, dataversion: number, deleted: boolean }> } };

export type RecordsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RecordsChangedSubscription = { __typename: 'Subscription', recordsChanged: { __typename: 'RecordsChangedNotice', appID: string | null, mutatedRecords: Array<{ __typename: 'MutatedRecord', table: string, uuid: string, dataversion: number }> } };

export type RegisterAppInstallMutationVariables = Exact<{
  input: AppInstallInput;
}>;


export type RegisterAppInstallMutation = { __typename: 'Mutation', registerAppInstall: { __typename: 'AppInstall', uuid: string, registeredAt: string | null } };

export type SyncMutationVariables = Exact<{
  input: SyncBatchInput;
}>;


export type SyncMutation = { __typename: 'Mutation', sync: { __typename: 'SyncResult', results: Array<{ __typename: 'SyncEntryResult', clientMutationId: number, table: string, uuid: string, dataversion: number, status: SyncStatus }> } };

export const ChatMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"sender_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"sender_name"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const ClientFormFieldPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"clientField"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"flowelement"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text_input"}}]}}]}}]} as unknown as DocumentNode<ClientFormFieldPartsFragment, unknown>;
export const ClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientname"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientFormFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormFieldParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"clientField"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"flowelement"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text_input"}}]}}]}}]} as unknown as DocumentNode<ClientFieldsFragment, unknown>;
export const ClientImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ClientImageFieldsFragment, unknown>;
export const ClientListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientname"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}}]}}]} as unknown as DocumentNode<ClientListFieldsFragment, unknown>;
export const ClientBadgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]} as unknown as DocumentNode<ClientBadgeFieldsFragment, unknown>;
export const CycleActionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleActionFieldsFragment, unknown>;
export const CycleDescriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"cycledomain_id"}},{"kind":"Field","name":{"kind":"Name","value":"fillinform_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_rhythm"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_start"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_end"}},{"kind":"Field","name":{"kind":"Name","value":"goal_status"}},{"kind":"Field","name":{"kind":"Name","value":"goal_achievement"}},{"kind":"Field","name":{"kind":"Name","value":"goal_evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"archive_date"}},{"kind":"Field","name":{"kind":"Name","value":"goal_editted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleDescriptionFieldsFragment, unknown>;
export const HiappClientFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HiappClientFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HiappClientForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_reference"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hiapp_subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"hi_issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_causes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_solutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionTxt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HiappClientFormFieldsFragment, unknown>;
export const MilestoneFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestoneForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MilestoneFormFieldsFragment, unknown>;
export const MyChildFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MyChildFieldsFragment, unknown>;
export const RehabilitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehabilitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rehabilitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"visitFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"challenges"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"activationdate"}},{"kind":"Field","name":{"kind":"Name","value":"completiondate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"achieved"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ladder_of_live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"editortext"}},{"kind":"Field","name":{"kind":"Name","value":"elementypekey"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"itemtype"}},{"kind":"Field","name":{"kind":"Name","value":"categoryID"}},{"kind":"Field","name":{"kind":"Name","value":"itemStyle"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diary_items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"satisfactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}}]}}]}}]}}]} as unknown as DocumentNode<RehabilitationFieldsFragment, unknown>;
export const CurrentApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"app_identifier"}},{"kind":"Field","name":{"kind":"Name","value":"app_title"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text2speech"}},{"kind":"Field","name":{"kind":"Name","value":"userLogin"}},{"kind":"Field","name":{"kind":"Name","value":"introText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languageCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countryID"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formtype"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentApplicationQuery, CurrentApplicationQueryVariables>;
export const TranslationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Translations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}}]}}]}}]} as unknown as DocumentNode<TranslationsQuery, TranslationsQueryVariables>;
export const ArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Articles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"childpages"}},{"kind":"Field","name":{"kind":"Name","value":"article"}}]}}]}}]} as unknown as DocumentNode<ArticlesQuery, ArticlesQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"application"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordMutation, RequestPasswordMutationVariables>;
export const SetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"application"}}]}}]}}]}}]} as unknown as DocumentNode<SetPasswordMutation, SetPasswordMutationVariables>;
export const ChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"sender_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"sender_name"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ChatMessageQuery, ChatMessageQueryVariables>;
export const ChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"sender_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"sender_name"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ClientFormTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFormTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genericClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientFormFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormFieldParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"clientField"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"flowelement"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text_input"}}]}}]}}]} as unknown as DocumentNode<ClientFormTemplateQuery, ClientFormTemplateQueryVariables>;
export const ClientImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ClientImageQuery, ClientImageQueryVariables>;
export const ClientImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ClientImagesQuery, ClientImagesQueryVariables>;
export const ClientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientname"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}}]}}]} as unknown as DocumentNode<ClientListQuery, ClientListQueryVariables>;
export const ClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Client"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"clientField"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"flowelement"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text_input"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientname"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientFormFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormFieldParts"}}]}}]}}]} as unknown as DocumentNode<ClientQuery, ClientQueryVariables>;
export const ClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"clientField"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"flowelement"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text_input"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clientname"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientFormFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormFieldParts"}}]}}]}}]} as unknown as DocumentNode<ClientsQuery, ClientsQueryVariables>;
export const RecordHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"recordcontent"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}}]}}]} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const CycleActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CycleAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CycleActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleActionQuery, CycleActionQueryVariables>;
export const CycleActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CycleActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CycleActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleActionsQuery, CycleActionsQueryVariables>;
export const CycleDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CycleDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CycleDescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"cycledomain_id"}},{"kind":"Field","name":{"kind":"Name","value":"fillinform_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_rhythm"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_start"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_end"}},{"kind":"Field","name":{"kind":"Name","value":"goal_status"}},{"kind":"Field","name":{"kind":"Name","value":"goal_achievement"}},{"kind":"Field","name":{"kind":"Name","value":"goal_evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"archive_date"}},{"kind":"Field","name":{"kind":"Name","value":"goal_editted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleDescriptionQuery, CycleDescriptionQueryVariables>;
export const CycleDescriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CycleDescriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleDescriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CycleDescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CycleDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CycleDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"cycledomain_id"}},{"kind":"Field","name":{"kind":"Name","value":"fillinform_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_rhythm"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_start"}},{"kind":"Field","name":{"kind":"Name","value":"cycle_end"}},{"kind":"Field","name":{"kind":"Name","value":"goal_status"}},{"kind":"Field","name":{"kind":"Name","value":"goal_achievement"}},{"kind":"Field","name":{"kind":"Name","value":"goal_evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"archive_date"}},{"kind":"Field","name":{"kind":"Name","value":"goal_editted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CycleDescriptionsQuery, CycleDescriptionsQueryVariables>;
export const FavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Favorites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favorites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"article_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}}]}}]}}]} as unknown as DocumentNode<FavoritesQuery, FavoritesQueryVariables>;
export const FavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Favorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"article_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<FavoriteQuery, FavoriteQueryVariables>;
export const CreateHiAppPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHiAppPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HiappClientFormInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHiAppPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CreateHiAppPdfMutation, CreateHiAppPdfMutationVariables>;
export const HiappClientFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiappClientForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiappClientForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HiappClientFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HiappClientFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HiappClientForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_reference"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hiapp_subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"hi_issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_causes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_solutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionTxt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HiappClientFormQuery, HiappClientFormQueryVariables>;
export const HiappClientFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiappClientForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiappClientForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HiappClientFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HiappClientFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HiappClientForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_reference"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hiapp_subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"hi_issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_causes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"hi_solutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionTxt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HiappClientFormsQuery, HiappClientFormsQueryVariables>;
export const HiappTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiappTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiappForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiapp_subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hi_issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hi_causes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hi_solutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionTxt"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HiappTreeQuery, HiappTreeQueryVariables>;
export const MilestoneChecklistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestoneChecklists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneChecklists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ageMonths"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<MilestoneChecklistsQuery, MilestoneChecklistsQueryVariables>;
export const MilestoneFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestoneForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestoneFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestoneForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MilestoneFormsQuery, MilestoneFormsQueryVariables>;
export const MilestoneFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestoneForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestoneFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestoneForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MilestoneFormQuery, MilestoneFormQueryVariables>;
export const MyChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChildFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MyChildrenQuery, MyChildrenQueryVariables>;
export const MyChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChildFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MyChildQuery, MyChildQueryVariables>;
export const RehabilitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rehabilitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rehabilitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehabilitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehabilitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rehabilitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"visitFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"challenges"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"activationdate"}},{"kind":"Field","name":{"kind":"Name","value":"completiondate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"achieved"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ladder_of_live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"editortext"}},{"kind":"Field","name":{"kind":"Name","value":"elementypekey"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"itemtype"}},{"kind":"Field","name":{"kind":"Name","value":"categoryID"}},{"kind":"Field","name":{"kind":"Name","value":"itemStyle"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diary_items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"satisfactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}}]}}]}}]}}]} as unknown as DocumentNode<RehabilitationQuery, RehabilitationQueryVariables>;
export const RehabilitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rehabilitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rehabilitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehabilitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehabilitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rehabilitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"client_uuid"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"visitFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"challenges"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"domain_id"}},{"kind":"Field","name":{"kind":"Name","value":"activationdate"}},{"kind":"Field","name":{"kind":"Name","value":"completiondate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"achieved"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ladder_of_live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"editortext"}},{"kind":"Field","name":{"kind":"Name","value":"elementypekey"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"itemtype"}},{"kind":"Field","name":{"kind":"Name","value":"categoryID"}},{"kind":"Field","name":{"kind":"Name","value":"itemStyle"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diary_items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"satisfactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"satisfaction"}}]}}]}}]}}]} as unknown as DocumentNode<RehabilitationsQuery, RehabilitationsQueryVariables>;
export const ChangesSinceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangesSince"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changesSince"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]}}]} as unknown as DocumentNode<ChangesSinceQuery, ChangesSinceQueryVariables>;
export const RecordsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecordsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appID"}},{"kind":"Field","name":{"kind":"Name","value":"mutatedRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}}]}}]}}]}}]} as unknown as DocumentNode<RecordsChangedSubscription, RecordsChangedSubscriptionVariables>;
export const RegisterAppInstallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAppInstall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppInstallInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAppInstall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}}]}}]} as unknown as DocumentNode<RegisterAppInstallMutation, RegisterAppInstallMutationVariables>;
export const SyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Sync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dataversion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SyncMutation, SyncMutationVariables>;