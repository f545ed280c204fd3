
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "SyncedRecord": [
      "ChatMessage",
      "Client",
      "ClientElement",
      "ClientImage",
      "ClientMilestone",
      "CycleAction",
      "CycleDescription",
      "Favorite",
      "HiappClientForm",
      "MilestoneForm",
      "MyChild",
      "Rehabilitation"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "SyncedRecord": [
      "ChatMessage",
      "Client",
      "ClientElement",
      "ClientImage",
      "ClientMilestone",
      "CycleAction",
      "CycleDescription",
      "Favorite",
      "HiappClientForm",
      "MilestoneForm",
      "MyChild",
      "Rehabilitation"
    ]
  }
};
      export default result;
    