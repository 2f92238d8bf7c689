/// Every scenario, in the order they run; `pk-scenarios --list` prints their names, which
/// are Tests/PresenterScenarioTests' test cases. The details and Don't ask again ones run
/// in GTK's style only: libadwaita's does not show them yet (docs/adwaita.md).
@MainActor
let scenarios: [Scenario] =
    actionAfterResetScenarios
    + inPlaceUpdateScenarios
    + liveTextScenarios
    + repeatScenarios
    + cancellationScenarios
    + typedAnswerScenarios
    + modalityScenarios
    + typedSignalScenarios
    + lifetimeScenarios
    + detailsAndSuppressionScenarios
    + toastStyleScenarios
    + fieldScenarios
